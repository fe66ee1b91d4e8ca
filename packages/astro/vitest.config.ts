import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'astro',
    include: ['test/**/*.test.ts'],
  },
});
