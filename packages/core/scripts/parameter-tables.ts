/*
 * The docs' parameter tables, generated from the schemas: `pnpm docs:params` writes them
 * between `<!-- parameters: Name -->` and `<!-- /parameters -->`; test/docs.test.ts fails when
 * a page holds anything else there.
 */
import { CSS_PROPERTIES, PROPERTY_ALIASES } from '../src/cards/design/css/properties.js';
import { CODE_FLAGS, type FlagSet, flagDefault, OG_FLAGS, RENDER_FLAGS } from '../src/cli/flags.js';
import { CodeOptionsSchema, DesignOptionsSchema, HighlightOptionsSchema, OgOptionsSchema } from '../src/index.js';
import { parameterTable } from '../src/options/parameter-docs.js';

export const PARAMETER_PAGES = [
  'docs/code-screenshots.md',
  'docs/og-images.md',
  'docs/api.md',
  'docs/cli.md',
  'docs/own-designs.md',
];

const SCHEMAS = { CodeOptionsSchema, OgOptionsSchema, HighlightOptionsSchema, DesignOptionsSchema };
const FLAG_SETS: Record<string, FlagSet> = { code: CODE_FLAGS, og: OG_FLAGS, render: RENDER_FLAGS };

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The CSS properties designs may use, by group: the one table the parser reads. */
function cssTable(): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const aliases = (name: string) =>
    Object.entries(PROPERTY_ALIASES)
      .filter(([, target]) => target === name)
      .map(([alias]) => `\`${alias}\``);
  const rows = Object.entries(CSS_PROPERTIES).map(([name, spec]) => {
    const also = aliases(name);
    const names = [`\`${name}\``, ...(name === kebab(name) ? [] : [`\`${kebab(name)}\``]), ...also].join(', ');
    return `| ${spec.group} | ${names} | ${cell(spec.doc)} |`;
  });
  return ['| Group | Property | What it takes and does |', '| --- | --- | --- |', ...rows].join('\n');
}

const CSS_BLOCK = /(<!-- css-properties -->)[\s\S]*?(<!-- \/css-properties -->)/g;

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
    })
    .replace(CSS_BLOCK, (_, open: string, close: string) => `${open}\n${cssTable()}\n${close}`);
}

/** The schemas and CLI commands a page has tables for. */
export function tablesIn(markdown: string): string[] {
  return [
    ...[...markdown.matchAll(BLOCK)].map((match) => match[2] as string),
    ...[...markdown.matchAll(FLAG_BLOCK)].map((match) => `flags: ${match[2]}`),
    ...[...markdown.matchAll(CSS_BLOCK)].map(() => 'css-properties'),
  ];
}

/** A page as compared by the test: table cells without the padding a formatter aligns them with. */
export function withoutTablePadding(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) => (line.startsWith('|') ? line.replace(/ *\| */g, '|').replace(/-{3,}/g, '---') : line))
    .join('\n');
}
