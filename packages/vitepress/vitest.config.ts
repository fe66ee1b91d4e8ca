import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'vitepress',
    include: ['test/**/*.test.ts'],
  },
});
