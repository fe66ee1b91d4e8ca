import { defineProject } from 'vitest/config';
import { rendererVersion } from './scripts/renderer-version.mjs';

/*
 * The SVG cards compared with the PNG in Chromium: heavy, and timing nothing, so it runs after
 * the other tests beside the examples' builds and the packed install (pnpm test), two at once.
 */
export default defineProject({
  define: { __GLYPHCAST_RENDERER_VERSION__: JSON.stringify(rendererVersion()) },
  test: {
    name: 'core-chromium',
    include: ['test/svg/svg-chromium.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
