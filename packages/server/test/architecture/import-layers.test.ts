import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The server's folders form layers, as the core's do: a file imports from its own folder or a
 * lower layer, never upwards and never sideways (types included). docs/architecture.md draws
 * the same order.
 */

const SRC = resolve(import.meta.dirname, '../../src');

const LAYERS: readonly (readonly string[])[] = [
  ['version.ts', 'keys', 'plans', 'log'],
  ['health'],
  ['redis', 'store'],
  ['cache', 'http', 'metering'],
  ['ratelimit'],
  ['config.ts'],
  ['auth', 'billing', 'render'],
  ['observe', 'cli'],
  ['routes'],
  ['app.ts'],
  ['start-server.ts'],
  ['index.ts', 'bin.ts'],
];

/** The unit a file belongs to: its top folder, or itself at the root. */
function unitOf(file: string): string {
  return relative(SRC, file).split('/')[0] as string;
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

describe('the server imports', () => {
  const files = sourceFiles(SRC);

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('run from each folder to its own folder or a lower layer only', () => {
    const violations: string[] = [];
    for (const file of files) {
      const unit = unitOf(file);
      for (const target of relativeImports(file)) {
        const targetUnit = unitOf(target);
        if (targetUnit === unit) continue;
        if (layerOf(targetUnit) >= layerOf(unit)) violations.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
      }
    }
    expect(violations).toEqual([]);
  });
});
