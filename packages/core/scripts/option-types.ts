import { LOCAL_ASSET_FIELDS, LOCAL_ASSET_NOTE } from '../src/assets/local-assets.js';
import { CodeOptionsSchema } from '../src/cards/code/options.js';
import { DesignOptionsSchema } from '../src/cards/design/options.js';
import { OgOptionsSchema } from '../src/cards/og/options.js';
import { HighlightOptionsSchema } from '../src/highlight/options.js';
import { type ParameterDoc, parameterDocs } from '../src/options/parameter-docs.js';

/*
 * The public option types with a doc comment on every field, written from the schemas (what it
 * does, its rule, its default), so an editor's hover says what the docs' tables say. The file is
 * generated (`pnpm --filter @glyphcast/core docs:types`) and a test fails when it is stale.
 */

const SETS = [
  {
    name: 'CodeOptions',
    kind: 'code',
    schema: CodeOptionsSchema,
    module: '../cards/code/options.js',
    what: 'A code screenshot: `renderCode`, `POST /v1/code`.',
  },
  {
    name: 'OgOptions',
    kind: 'og',
    schema: OgOptionsSchema,
    module: '../cards/og/options.js',
    what: 'An Open Graph card: `renderOg`, `POST /v1/og`.',
  },
  {
    name: 'DesignOptions',
    kind: 'design',
    schema: DesignOptionsSchema,
    module: '../cards/design/options.js',
    what: 'Your own design: `renderElement` and `renderHtml` (the tree or HTML is their first argument).',
  },
  {
    name: 'HighlightOptions',
    kind: 'highlight',
    schema: HighlightOptionsSchema,
    module: '../highlight/options.js',
    what: 'Highlighting to HTML: `highlight`, `GET /v1/highlight`.',
  },
] as const;

const sentence = (text: string) => (text ? `${text}${/[.!?)]$/.test(text) ? '' : '.'}` : '');

function shownDefault(doc: ParameterDoc): string {
  if (doc.required) return 'Required.';
  if (doc.defaultValue === undefined) return 'Optional, no default.';
  return `@default ${JSON.stringify(doc.defaultValue)}`;
}

function fieldComment(doc: ParameterDoc, local: boolean): string {
  const rule = doc.choices ? `One of ${doc.choices.map((choice) => `\`${choice}\``).join(', ')}.` : sentence(doc.rule);
  const lines = [sentence(doc.meaning), rule, local ? LOCAL_ASSET_NOTE : '', shownDefault(doc)]
    .filter(Boolean)
    .join('\n\n');
  // A comment must not end early: `*/` inside a meaning is written apart.
  return `  /**\n${lines
    .replaceAll('*/', '*\\/')
    .split('\n')
    .map((line) => (line ? `   * ${line}` : '   *'))
    .join('\n')}\n   */`;
}

export function optionTypesSource(): string {
  const imports = [...SETS]
    .sort((a, b) => (a.module < b.module ? -1 : 1))
    .map(({ name, module }) => `import type { ${name}Schema } from '${module}';`);
  const blocks = SETS.map(({ name, kind, schema, what }) => {
    const schemaName = `${name}Schema`;
    const input = `v.InferInput<typeof ${schemaName}>`;
    const localFields = LOCAL_ASSET_FIELDS[kind] ?? {};
    const fields = parameterDocs(schema)
      .map((doc) => {
        // Bytes too, in the library: a logo read from disk or made in memory.
        const local = doc.name in localFields;
        const type = `${input}['${doc.name}']${local ? ' | Uint8Array' : ''}`;
        return `${fieldComment(doc, local)}\n  ${doc.name}${doc.required ? '' : '?'}: ${type};`;
      })
      .join('\n');
    return `/** ${what} */\nexport interface ${name} {\n${fields}\n}`;
  });
  return [
    '// Written by scripts/option-types.ts from the option schemas (pnpm --filter @glyphcast/core docs:types): do not edit.',
    "import type * as v from 'valibot';",
    ...imports,
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n');
}
