import { defineProject } from 'vitest/config';
import { rendererVersion } from './scripts/renderer-version.mjs';

export default defineProject({
  // As the build defines it: tests of the source see the version the package would have.
  define: { __GLYPHCAST_RENDERER_VERSION__: JSON.stringify(rendererVersion()) },
  test: {
    name: 'core',
    include: ['test/**/*.test.ts'],
    // Installing the packed package (npm, from the registry) and the SVGs in Chromium run after
    // the rest (vitest.packaging.config.ts, vitest.chromium.config.ts): beside the other tests
    // they would load the machine that timing bounds are measured on.
    exclude: ['test/package/packed-install.test.ts', 'test/svg/svg-chromium.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
