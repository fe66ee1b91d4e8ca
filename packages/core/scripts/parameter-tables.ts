/*
 * The docs' parameter tables, generated from the schemas: `pnpm docs:params` writes them
 * between `<!-- parameters: Name -->` and `<!-- /parameters -->`; test/docs.test.ts fails when
 * a page holds anything else there.
 */
import { CODE_FLAGS, type FlagSet, flagDefault, OG_FLAGS } from '../src/cli/flags.js';
import { CodeOptionsSchema, HighlightOptionsSchema, OgOptionsSchema } from '../src/index.js';
import { parameterTable } from '../src/options/parameter-docs.js';

export const PARAMETER_PAGES = ['docs/code-screenshots.md', 'docs/og-images.md', 'docs/api.md', 'docs/cli.md'];

const SCHEMAS = { CodeOptionsSchema, OgOptionsSchema, HighlightOptionsSchema };
const FLAG_SETS: Record<string, FlagSet> = { code: CODE_FLAGS, og: OG_FLAGS };

/** The options of a CLI command as a table (`-o` and `-h` are the page's own rows after it). */
function flagTable(set: FlagSet): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const rows = set.flags.map((flag) => {
    const fallback = flagDefault(set, flag);
    const shown = fallback.value ? `\`${fallback.text}\`` : fallback.text;
    const name = `\`--${flag.flag}${flag.placeholder ? ` <${flag.placeholder}>` : ''}\``;
    return `| ${cell(name)} | ${shown} | ${cell(flag.description)} |`;
  });
  return ['| Option | Default | Meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

const FLAG_BLOCK = /(<!-- flags: (\w+) -->)[\s\S]*?(<!-- \/flags -->)/g;

const BLOCK = /(<!-- parameters: (\w+) -->)[\s\S]*?(<!-- \/parameters -->)/g;

/** The page with each marked block holding its schema's (or CLI command's) table. */
export function withParameterTables(markdown: string): string {
  return markdown
    .replace(BLOCK, (_, open: string, name: string, close: string) => {
      const schema = SCHEMAS[name as keyof typeof SCHEMAS];
      if (!schema) throw new Error(`no schema ${name}; the schemas are ${Object.keys(SCHEMAS).join(', ')}`);
      return `${open}\n${parameterTable(schema)}\n${close}`;
    })
    .replace(FLAG_BLOCK, (_, open: string, name: string, close: string) => {
      const set = FLAG_SETS[name];
      if (!set) throw new Error(`no CLI command ${name}`);
      return `${open}\n${flagTable(set)}\n${close}`;
    });
}

/** The schemas and CLI commands a page has tables for. */
export function tablesIn(markdown: string): string[] {
  return [
    ...[...markdown.matchAll(BLOCK)].map((match) => match[2] as string),
    ...[...markdown.matchAll(FLAG_BLOCK)].map((match) => `flags: ${match[2]}`),
  ];
}

/** A page as compared by the test: table cells without the padding a formatter aligns them with. */
export function withoutTablePadding(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) => (line.startsWith('|') ? line.replace(/ *\| */g, '|').replace(/-{3,}/g, '---') : line))
    .join('\n');
}
