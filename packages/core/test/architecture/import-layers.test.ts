import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The core's folders form layers: a file imports from its own folder or from a lower layer,
 * never upwards (a stage does not know the cards, a card does not know the pipeline) and never
 * sideways between cards. docs/architecture.md draws the same order.
 */

const SRC = resolve(import.meta.dirname, '../../src');

const LAYERS: readonly (readonly string[])[] = [
  ['errors.ts', 'bounded-cache.ts', 'pixel-pool.ts', 'renderer-version.ts', 'text', 'types'],
  ['options', 'signing'],
  ['assets'],
  ['scene', 'detect', 'diff', 'terminal'],
  ['text-grid', 'paragraph'],
  ['highlight', 'encode'],
  ['raster', 'svg'],
  ['workers'],
  ['cards/code', 'cards/og', 'cards/design'],
  ['pipeline'],
  ['index.ts', 'render-worker.ts', 'cli'],
];

/** The unit a file belongs to: its top folder (cards count one each), or itself at the root. */
function unitOf(file: string): string {
  const parts = relative(SRC, file).split('/');
  if (parts[0] === 'cards') return `cards/${parts[1]}`;
  return parts[0] as string;
}

function layerOf(unit: string): number {
  const layer = LAYERS.findIndex((units) => units.includes(unit));
  if (layer < 0) throw new Error(`${unit} is in no layer: add it to LAYERS and to docs/architecture.md`);
  return layer;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]);
  return specifiers.map((specifier) => resolve(dirname(file), specifier as string).replace(/\.js$/, '.ts'));
}

describe('the core imports', () => {
  const files = sourceFiles(SRC);

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('run from each folder to its own folder or a lower layer only', () => {
    const violations: string[] = [];
    for (const file of files) {
      const unit = unitOf(file);
      for (const target of relativeImports(file)) {
        const targetUnit = unitOf(target);
        if (targetUnit === unit) continue;
        if (layerOf(targetUnit) >= layerOf(unit)) {
          violations.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
        }
      }
    }
    expect(violations).toEqual([]);
  });
});
