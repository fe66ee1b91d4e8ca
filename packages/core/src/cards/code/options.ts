import * as v from 'valibot';
import { CODE_THEME_IDS } from '../../highlight/theme-ids.js';
import { parseCustomCss } from '../../options/custom-css.js';
import { CUSTOMISATION_ENTRIES } from '../../options/custom-fields.js';
import { IMAGE_FORMATS } from '../../options/image-format.js';
import { parseOptions } from '../../options/parse-options.js';
import { boundedString, flag, integerAtLeast, integerIn, oneOf } from '../../options/rules.js';
import { BACKGROUND_IDS } from './backgrounds.js';
import { CODE_CSS_PROPERTIES } from './customisation.js';

export const WINDOW_STYLES = ['mac', 'none'] as const;
export const SCALES = [1, 2, 3] as const;

/** Longest `code` accepted by `renderCode` (SPEC §2.2, POST). */
export const MAX_CODE_LENGTH = 20_000;

/**
 * The parameters of a code screenshot (SPEC §2.2). This schema is the single source of the
 * defaults and bounds: the core validates with it, the server reuses it and `/openapi.json` is
 * generated from it. Unknown keys are refused, so a typo never passes silently.
 */
export const CodeOptionsSchema = v.strictObject({
  /** The source code to render. */
  code: boundedString(1, MAX_CODE_LENGTH),
  /** A Shiki language id or alias (case-insensitive), or `auto` to detect it. @default 'auto' */
  language: v.optional(boundedString(1, 40), 'auto'),
  /** @default 'vitesse-dark' */
  theme: v.optional(oneOf(CODE_THEME_IDS), 'vitesse-dark'),
  /** @default 'gradient-purple' */
  background: v.optional(oneOf(BACKGROUND_IDS), 'gradient-purple'),
  /** `mac` draws a title bar with three traffic-light dots. @default 'mac' */
  window: v.optional(oneOf(WINDOW_STYLES), 'mac'),
  /** Space around the window, in CSS pixels. @default 48 */
  padding: v.optional(integerIn(0, 200), 48),
  /** @default 14 */
  fontSize: v.optional(integerIn(8, 40), 14),
  /** @default false */
  lineNumbers: v.optional(flag(), false),
  /** 1-based line numbers to mark with a band; numbers past the last line are ignored. @default [] */
  highlightLines: v.optional(
    v.pipe(
      v.array(integerAtLeast(1), 'an array of line numbers'),
      v.maxLength(200, 'an array of at most 200 line numbers'),
    ),
    () => [],
  ),
  /** Image width in CSS pixels; 0 fits the longest line, otherwise long lines wrap. @default 0 */
  width: v.optional(integerIn(0, 2000), 0),
  /** @default 'png' */
  format: v.optional(oneOf(IMAGE_FORMATS), 'png'),
  /** Device pixel ratio: the image is layout size × scale pixels. @default 2 */
  scale: v.optional(oneOf(SCALES), 2),
  /** Pro: `font` and `css` (docs/customisation.md). */
  ...CUSTOMISATION_ENTRIES,
});

/** What `renderCode` accepts: every field but `code` is optional. */
export type CodeOptions = v.InferInput<typeof CodeOptionsSchema>;
/** `CodeOptions` with every default filled in. */
export type ResolvedCodeOptions = v.InferOutput<typeof CodeOptionsSchema>;

/** Validates code screenshot parameters and fills in their defaults. */
export function parseCodeOptions(input: unknown): ResolvedCodeOptions {
  const params = parseOptions(CodeOptionsSchema, input);
  if (params.css) parseCustomCss(params.css, CODE_CSS_PROPERTIES);
  return params;
}
