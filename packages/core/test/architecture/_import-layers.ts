import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/*
 * The check both packages run on their sources: a file imports from its own unit or from a
 * lower layer only, never upwards and never sideways (types included).
 */

export interface Layering {
  /** The package's source folder. */
  src: string;
  /** Units from the lowest layer up; a unit is a top folder or a file at the root. */
  layers: readonly (readonly string[])[];
  /** The unit a file belongs to, when it is not simply its top folder. */
  unitOf?: (parts: string[]) => string;
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

/** The source files found, and every import that breaks the layering (`file → imported file`). */
export function importViolations({ src, layers, unitOf = (parts) => parts[0] as string }: Layering): {
  files: string[];
  violations: string[];
} {
  const unit = (file: string) => unitOf(relative(src, file).split('/'));
  const layerOf = (name: string) => {
    const layer = layers.findIndex((units) => units.includes(name));
    if (layer < 0) throw new Error(`${name} is in no layer: add it to the layers and to docs/architecture.md`);
    return layer;
  };
  const files = sourceFiles(src);
  const violations: string[] = [];
  for (const file of files) {
    const from = unit(file);
    for (const target of relativeImports(file)) {
      const to = unit(target);
      if (to !== from && layerOf(to) >= layerOf(from))
        violations.push(`${relative(src, file)} → ${relative(src, target)}`);
    }
  }
  return { files, violations };
}
