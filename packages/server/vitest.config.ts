import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { rendererVersion } from '../core/scripts/renderer-version.mjs';

export default defineProject({
  // As the build defines it: tests of the source see the version the package would have.
  define: { __GLYPHCAST_RENDERER_VERSION__: JSON.stringify(rendererVersion()) },
  // Tests run against the core's source, not its build.
  resolve: { alias: { '@glyphcast/core': fileURLToPath(new URL('../core/src/index.ts', import.meta.url)) } },
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
