import { CodeOptionsSchema } from '../cards/code/options.js';
import { OgOptionsSchema } from '../cards/og/options.js';

/** One CLI flag and the option it sets. */
export interface CliFlag {
  flag: string;
  option: string;
  type: 'string' | 'integer' | 'boolean' | 'lines';
  description: string;
  placeholder?: string;
}

/** A command's flags and the schema that holds their defaults. */
export interface FlagSet {
  flags: readonly CliFlag[];
  entries: Record<string, unknown>;
}

export const CODE_FLAGS: FlagSet = {
  entries: CodeOptionsSchema.entries,
  flags: [
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
    {
      flag: 'font',
      option: 'font',
      type: 'string',
      placeholder: 'uri',
      description: 'a monospace TTF/OTF/WOFF font: http(s) URL or data: URI',
    },
    {
      flag: 'css',
      option: 'css',
      type: 'string',
      placeholder: 'decls',
      description: 'CSS from the code subset, e.g. "border-radius: 0; box-shadow: none"',
    },
  ],
};

export const OG_FLAGS: FlagSet = {
  entries: OgOptionsSchema.entries,
  flags: [
    {
      flag: 'title',
      option: 'title',
      type: 'string',
      placeholder: 'text',
      description: 'the title (required, 1-300 characters)',
    },
    {
      flag: 'subtitle',
      option: 'subtitle',
      type: 'string',
      placeholder: 'text',
      description: 'a line under the title (article)',
    },
    {
      flag: 'author',
      option: 'author',
      type: 'string',
      placeholder: 'name',
      description: 'author shown at the bottom (article)',
    },
    {
      flag: 'avatar',
      option: 'avatar',
      type: 'string',
      placeholder: 'uri',
      description: "author's picture, a data: URI (http(s) fetching is not in this version yet)",
    },
    {
      flag: 'logo',
      option: 'logo',
      type: 'string',
      placeholder: 'uri',
      description: 'logo: an http(s) URL (public addresses only) or a data: URI',
    },
    {
      flag: 'template',
      option: 'template',
      type: 'string',
      placeholder: 'article|minimal',
      description: 'card layout',
    },
    { flag: 'theme', option: 'theme', type: 'string', placeholder: 'dark|light', description: 'card colours' },
    { flag: 'accent', option: 'accent', type: 'string', placeholder: '#hex', description: 'accent colour' },
    {
      flag: 'format',
      option: 'format',
      type: 'string',
      placeholder: 'png|jpeg|webp',
      description: 'image format; default: from the -o extension, else png',
    },
    {
      flag: 'font',
      option: 'font',
      type: 'string',
      placeholder: 'uri',
      description: 'a TTF/OTF/WOFF font for the text: http(s) URL or data: URI',
    },
    {
      flag: 'css',
      option: 'css',
      type: 'string',
      placeholder: 'decls',
      description: 'CSS from the OG subset, e.g. "text-align: center"',
    },
  ],
};

/** The schema's default for an option, for `--help` (the schema is the one source of defaults). */
export function defaultOf(set: FlagSet, option: string): unknown {
  const schema = set.entries[option] as { default?: unknown } | undefined;
  return typeof schema?.default === 'function' ? (schema.default as () => unknown)() : schema?.default;
}
