import type { BundledLanguage } from 'shiki/langs';
import * as v from 'valibot';
import { parseOptions } from '../options/parse-options.js';
import { boundedString, described, oneOf } from '../options/rules.js';
import { CODE_THEME_IDS } from './theme-ids.js';

/** Longest `code` accepted by `highlight`, in characters. */
export const MAX_HIGHLIGHT_CODE_LENGTH = 30_000;

/**
 * A language as callers write it: editors offer every Shiki id and glyphcast's own names, and
 * any other text is still taken (an alias in any case, `TS`, `py`), checked when rendering.
 */
export type LanguageInput = BundledLanguage | 'auto' | 'text' | 'ansi' | 'diff' | (string & {});

/** `language`, as every option set that highlights code takes it. */
export const LANGUAGE_OPTION = v.optional(
  described(
    // Typed for editors' completion; the rule is the same bounded text.
    boundedString(1, 40) as v.GenericSchema<LanguageInput, string>,
    'a Shiki language id or alias in any case (`typescript`, `TS`, `py`, `rs`…), `text` for none, `ansi` for terminal output with escape codes, or `auto` to detect it; a code card draws `diff` as bands of added and removed lines',
  ),
  'auto',
);

/** `theme`, as every option set that highlights code takes it. */
export const THEME_OPTION = v.optional(described(oneOf(CODE_THEME_IDS), 'the code theme'), 'vitesse-dark');

/** The parameters of `highlight()` and `GET /v1/highlight`. */
export const HighlightOptionsSchema = v.strictObject({
  code: described(boundedString(1, MAX_HIGHLIGHT_CODE_LENGTH), 'the source code to highlight'),
  language: LANGUAGE_OPTION,
  theme: THEME_OPTION,
});

export type HighlightOptions = v.InferInput<typeof HighlightOptionsSchema>;
export type ResolvedHighlightOptions = v.InferOutput<typeof HighlightOptionsSchema>;

export function parseHighlightOptions(input: unknown): ResolvedHighlightOptions {
  return parseOptions(HighlightOptionsSchema, input);
}
