import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARAMETER_PAGES, tablesIn, withoutTablePadding, withParameterTables } from '../scripts/parameter-tables.js';
import { CodeOptionsSchema } from '../src/cards/code/options.js';
import { CODE_THEME_IDS } from '../src/highlight/theme-ids.js';

const DOCS = join(import.meta.dirname, '../../../docs');

/** Rows of the parameter table in docs/code-screenshots.md: name → default column. */
function documentedDefaults(): Map<string, string> {
  const markdown = readFileSync(join(DOCS, 'code-screenshots.md'), 'utf8');
  const section = markdown.split('\n## Parameters\n')[1]?.split('\n## ')[0] ?? '';
  const rows = new Map<string, string>();
  for (const match of section.matchAll(/^\|\s*`(\w+)`\s*\|[^|]+\|\s*([^|]+?)\s*\|/gm)) {
    rows.set(match[1] as string, (match[2] as string).trim());
  }
  return rows;
}

describe('docs/code-screenshots.md', () => {
  const rows = documentedDefaults();

  it('documents every parameter of the schema, and no other', () => {
    expect([...rows.keys()].sort()).toEqual(Object.keys(CodeOptionsSchema.entries).sort());
  });

  it.each(Object.entries(CodeOptionsSchema.entries))('gives the schema default of %s', (name, schema) => {
    const { type, default: fallback } = schema as { type: string; default?: unknown };
    const value = typeof fallback === 'function' ? (fallback as () => unknown)() : fallback;
    const shown = `\`${Array.isArray(value) ? JSON.stringify(value) : String(value)}\``;
    const expected = type !== 'optional' ? 'required' : value === undefined ? 'none' : shown;
    expect(rows.get(name)).toBe(expected);
  });

  it('lists every theme', () => {
    const markdown = readFileSync(join(DOCS, 'code-screenshots.md'), 'utf8');
    for (const theme of CODE_THEME_IDS) expect(markdown).toContain(`\`${theme}\``);
  });
});

describe('the parameter tables of the docs', () => {
  const expected: Record<string, string[]> = {
    'docs/code-screenshots.md': ['CodeOptionsSchema'],
    'docs/og-images.md': ['OgOptionsSchema'],
    'docs/api.md': ['CodeOptionsSchema', 'OgOptionsSchema', 'HighlightOptionsSchema'],
    'docs/cli.md': ['flags: code', 'flags: og'],
    'docs/own-designs.md': ['DesignOptionsSchema', 'flags: render', 'css-properties'],
  };

  it.each(PARAMETER_PAGES)('%s holds the tables generated from the schemas (pnpm docs:params)', (page) => {
    const markdown = readFileSync(join(DOCS, '..', page), 'utf8');
    expect(tablesIn(markdown)).toEqual(expected[page]);
    expect(withoutTablePadding(markdown)).toBe(withoutTablePadding(withParameterTables(markdown)));
  });
});
