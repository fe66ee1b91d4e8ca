import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importViolations } from './_import-layers.js';

/*
 * The core's folders form layers: a file imports from its own folder or from a lower layer,
 * never upwards (a stage does not know the cards, a card does not know the pipeline) and never
 * sideways between cards. docs/architecture.md draws the same order.
 */

const LAYERS: readonly (readonly string[])[] = [
  ['regional-fonts.ts'],
  [
    'errors.ts',
    'bounded-cache.ts',
    'pixel-pool.ts',
    'read-bounded-file.ts',
    'renderer-version.ts',
    'wasm.ts',
    'text',
    'types',
  ],
  ['options', 'signing'],
  ['assets'],
  ['scene', 'detect', 'diff', 'terminal'],
  ['text-grid', 'paragraph'],
  ['highlight', 'encode'],
  ['raster', 'svg'],
  ['workers'],
  ['cards/code', 'cards/og', 'cards/design'],
  ['pipeline'],
  ['build'],
  ['index.ts', 'render-worker.ts', 'cli'],
];

describe('the core imports', () => {
  const { files, violations } = importViolations({
    src: resolve(import.meta.dirname, '../../src'),
    layers: LAYERS,
    // Cards count one each: a card never imports another.
    unitOf: (parts) => (parts[0] === 'cards' ? `cards/${parts[1]}` : (parts[0] as string)),
  });

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('run from each folder to its own folder or a lower layer only', () => {
    expect(violations).toEqual([]);
  });
});
