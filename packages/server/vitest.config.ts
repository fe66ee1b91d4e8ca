import { defineProject } from 'vitest/config';

export default defineProject({
  // `@glyphcast/core` resolves to its build, as it does for a user (pnpm test builds first):
  // through the core's sources every test file paid ~1 s more to load them.
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
