import { CodeOptionsSchema } from '../cards/code/options.js';
import { DesignOptionsSchema } from '../cards/design/options.js';
import { OgOptionsSchema } from '../cards/og/options.js';
import { type ParameterDoc, parameterDocs } from '../options/parameter-docs.js';

/*
 * The CLI's flags come from the option schemas: one flag per parameter, its meaning, rule and
 * default read from the schema, so `--help` cannot drift from the library. Only what is the
 * CLI's own is written here: a flag's name when it is not the option's, its placeholder, and
 * what the command line decides by itself (a language from the file's extension).
 */

/** One CLI flag and the option it sets. */
export interface CliFlag {
  flag: string;
  option: string;
  type: 'string' | 'integer' | 'boolean' | 'lines';
  description: string;
  placeholder?: string;
  required?: boolean;
  /** What `--help` shows as the default, where the command line decides it and not the schema. */
  shownDefault?: string;
}

/** A command's flags and the schema that holds their defaults. */
export interface FlagSet {
  flags: readonly CliFlag[];
  entries: Record<string, unknown>;
}

/** What the command line says differently from the schema. */
interface FlagOverride {
  flag?: string;
  placeholder?: string;
  /** Replaces the schema's meaning. */
  meaning?: string;
  /** Replaces the schema's default in `--help`. */
  shownDefault?: string;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function flagType(doc: ParameterDoc): CliFlag['type'] {
  if (doc.type === 'boolean') return 'boolean';
  if (doc.type === 'integer' && !doc.choices) return 'integer';
  if (doc.type === 'integer[]') return 'lines';
  return doc.type === 'integer' ? 'integer' : 'string';
}

function placeholderOf(doc: ParameterDoc): string | undefined {
  if (doc.type === 'boolean') return undefined;
  if (doc.choices && doc.choices.length <= 4) return doc.choices.join('|');
  if (doc.choices) return 'name';
  return doc.type === 'integer' ? 'n' : 'text';
}

function flagsOf(
  schema: Parameters<typeof parameterDocs>[0],
  skip: readonly string[],
  overrides: Record<string, FlagOverride>,
): FlagSet {
  const flags = parameterDocs(schema)
    .filter((doc) => !skip.includes(doc.name))
    .map((doc): CliFlag => {
      const override = overrides[doc.name] ?? {};
      // A number's range is worth a line of help; choices are in the placeholder already.
      const rule = !doc.choices && (doc.type === 'integer' || doc.type === 'integer[]') ? `; ${doc.rule}` : '';
      const placeholder = override.placeholder ?? placeholderOf(doc);
      return {
        flag: override.flag ?? kebab(doc.name),
        option: doc.name,
        type: flagType(doc),
        description: `${override.meaning ?? doc.meaning}${rule}`,
        ...(placeholder ? { placeholder } : {}),
        // A default the command line gives makes a required option optional here.
        ...(doc.required && !override.shownDefault ? { required: true } : {}),
        ...(override.shownDefault ? { shownDefault: override.shownDefault } : {}),
      };
    });
  return { flags, entries: schema.entries };
}

const FORMAT = { shownDefault: 'from the -o extension, else png' };

/** Fonts, avatars and logos: the command line reads files (the library does), URIs as everywhere. */
const LOCAL_FONT = { placeholder: 'file|uri', meaning: 'a TTF, OTF or WOFF font: a file, or an http(s) or data: URI' };

export const CODE_FLAGS: FlagSet = flagsOf(CodeOptionsSchema, ['code'], {
  language: {
    placeholder: 'id',
    meaning: 'a Shiki language id or alias, or auto',
    shownDefault: 'from the file extension, else auto-detected',
  },
  padding: { placeholder: 'px' },
  fontSize: { placeholder: 'px' },
  width: { placeholder: 'px' },
  size: { placeholder: 'og|square|story|WxH' },
  lang: { placeholder: 'tag' },
  highlightLines: {
    flag: 'highlight',
    placeholder: 'list',
    meaning: 'lines to mark with a band, numbered as shown (from --line-start), e.g. 3,5-7',
  },
  focusLines: {
    flag: 'focus',
    placeholder: 'list',
    meaning: 'lines to keep in full colour while the others are dimmed, numbered as shown, e.g. 3,5-7',
  },
  addedLines: {
    flag: 'added',
    placeholder: 'list',
    meaning: 'lines to mark as added (green, +), numbered as shown, e.g. 3,5-7',
  },
  removedLines: {
    flag: 'removed',
    placeholder: 'list',
    meaning: 'lines to mark as removed (red, -), numbered as shown, e.g. 3,5-7',
  },
  diffLanguage: {
    placeholder: 'id',
    meaning: "with --language diff (a .diff or .patch file), the code's language",
    shownDefault: "from the diff's file names, else auto-detected",
  },
  format: FORMAT,
  font: LOCAL_FONT,
  css: { placeholder: 'decls' },
});

export const OG_FLAGS: FlagSet = flagsOf(OgOptionsSchema, [], {
  code: { placeholder: 'text' },
  language: { placeholder: 'id' },
  codeTheme: {
    placeholder: 'id',
    meaning: "the excerpt's code theme (code template)",
    shownDefault: 'github-dark, or github-light on a light card',
  },
  author: { placeholder: 'name' },
  avatar: {
    placeholder: 'file|uri',
    meaning: "the author's picture, shown round (article): a file, or an http(s) or data: URI",
  },
  logo: {
    placeholder: 'file|uri',
    meaning: 'shown top-left (article) or above the title (minimal): a file, or an http(s) or data: URI',
  },
  accent: { placeholder: '#hex' },
  lang: { placeholder: 'tag' },
  format: FORMAT,
  font: LOCAL_FONT,
  css: { placeholder: 'decls' },
});

/**
 * A flag's default as `--help` and the docs show it: `required`, the command line's own rule,
 * or the schema's value (`value`: a list comma-separated; `none` when there is none).
 */
export function flagDefault(set: FlagSet, flag: CliFlag): { text: string; value: boolean } {
  if (flag.required) return { text: 'required', value: false };
  if (flag.shownDefault) return { text: flag.shownDefault, value: false };
  const schema = set.entries[flag.option] as { default?: unknown } | undefined;
  const fallback = typeof schema?.default === 'function' ? (schema.default as () => unknown)() : schema?.default;
  if (fallback === undefined || (Array.isArray(fallback) && fallback.length === 0))
    return { text: 'none', value: false };
  return { text: Array.isArray(fallback) ? fallback.join(',') : String(fallback), value: true };
}

export const RENDER_FLAGS: FlagSet = flagsOf(DesignOptionsSchema, ['fonts'], {
  width: { placeholder: 'px', shownDefault: '1200' },
  height: { placeholder: 'px', shownDefault: '630' },
  lang: { placeholder: 'tag' },
  format: FORMAT,
});
