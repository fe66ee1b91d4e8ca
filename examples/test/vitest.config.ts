import { defineProject } from 'vitest/config';

// The examples run as a user would run them: real processes, real builds, real servers.
export default defineProject({
  test: {
    name: 'examples',
    include: ['*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
