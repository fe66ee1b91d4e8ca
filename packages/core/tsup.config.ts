import { defineConfig } from 'tsup';
import { rendererVersion } from './scripts/renderer-version.mjs';

export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli/main.ts', 'render-worker': 'src/render-worker.ts' },
  format: ['esm'],
  target: 'node20',
  // The types name Buffer and other Node types: the reference brings them to a project whose
  // TypeScript includes no @types by default (TypeScript 6 and 7 do not).
  dts: { entry: { index: 'src/index.ts' }, banner: '/// <reference types="node" />' },
  clean: true,
  sourcemap: true,
  splitting: true,
  // After the fonts and emoji are bundled (the build script's order): they are part of it.
  define: { __GLYPHCAST_RENDERER_VERSION__: JSON.stringify(rendererVersion()) },
});
