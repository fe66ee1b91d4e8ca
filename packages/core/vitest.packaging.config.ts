import { defineProject } from 'vitest/config';

/* The packed package installed into an empty folder: run alone, after the other projects (pnpm test). */
export default defineProject({
  test: {
    name: 'packaging',
    include: ['test/package/packed-install.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 450_000,
  },
});
