import * as v from 'valibot';
import { parseOptions } from '../options/parse-options.js';
import { boundedString, oneOf } from '../options/rules.js';
import { CODE_THEME_IDS } from './theme-ids.js';

/** Longest `code` accepted by `highlight` (SPEC §2.4). */
export const MAX_HIGHLIGHT_CODE_LENGTH = 30_000;

/** The parameters of `highlight()` and `GET /v1/highlight` (SPEC §2.4). */
export const HighlightOptionsSchema = v.strictObject({
  code: boundedString(1, MAX_HIGHLIGHT_CODE_LENGTH),
  /** @default 'auto' */
  language: v.optional(boundedString(1, 40), 'auto'),
  /** @default 'vitesse-dark' */
  theme: v.optional(oneOf(CODE_THEME_IDS), 'vitesse-dark'),
});

export type HighlightOptions = v.InferInput<typeof HighlightOptionsSchema>;
export type ResolvedHighlightOptions = v.InferOutput<typeof HighlightOptionsSchema>;

export function parseHighlightOptions(input: unknown): ResolvedHighlightOptions {
  return parseOptions(HighlightOptionsSchema, input);
}
