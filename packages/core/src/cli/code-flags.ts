import { CodeOptionsSchema } from '../options/code-options.js';

/** One CLI flag of `glyphcast code` and the renderCode option it sets. */
export interface CodeFlag {
  flag: string;
  option: keyof typeof CodeOptionsSchema.entries;
  type: 'string' | 'integer' | 'boolean' | 'lines';
  description: string;
  placeholder?: string;
}

export const CODE_FLAGS: readonly CodeFlag[] = [
  {
    flag: 'language',
    option: 'language',
    type: 'string',
    placeholder: 'id',
    description: 'language id or alias; default: from the file extension, else auto-detected',
  },
  { flag: 'theme', option: 'theme', type: 'string', placeholder: 'name', description: 'code theme' },
  { flag: 'background', option: 'background', type: 'string', placeholder: 'name', description: 'card background' },
  { flag: 'window', option: 'window', type: 'string', placeholder: 'mac|none', description: 'window frame' },
  {
    flag: 'padding',
    option: 'padding',
    type: 'integer',
    placeholder: 'px',
    description: 'space around the window (0-200)',
  },
  { flag: 'font-size', option: 'fontSize', type: 'integer', placeholder: 'px', description: 'font size (8-40)' },
  { flag: 'line-numbers', option: 'lineNumbers', type: 'boolean', description: 'show line numbers' },
  {
    flag: 'highlight',
    option: 'highlightLines',
    type: 'lines',
    placeholder: 'list',
    description: 'lines to highlight, e.g. 3,5-7',
  },
  {
    flag: 'width',
    option: 'width',
    type: 'integer',
    placeholder: 'px',
    description: 'image width; 0 fits the longest line, otherwise lines wrap (0-2000)',
  },
  {
    flag: 'format',
    option: 'format',
    type: 'string',
    placeholder: 'png|jpeg|webp',
    description: 'image format; default: from the -o extension, else png',
  },
  { flag: 'scale', option: 'scale', type: 'integer', placeholder: '1|2|3', description: 'pixel ratio' },
];

/** The schema's default for an option, for `--help` (the schema is the one source of defaults). */
export function defaultOf(option: CodeFlag['option']): unknown {
  const schema = CodeOptionsSchema.entries[option] as { default?: unknown };
  const value = typeof schema.default === 'function' ? (schema.default as () => unknown)() : schema.default;
  return value;
}
