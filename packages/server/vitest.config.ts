import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Tests run against the core's source, not its build.
  resolve: { alias: { '@glyphcast/core': fileURLToPath(new URL('../core/src/index.ts', import.meta.url)) } },
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
