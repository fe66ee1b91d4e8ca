import * as v from 'valibot';
import type { WithLocalAssets } from '../../assets/local-assets.js';
import { GlyphcastError } from '../../errors.js';
import { LANGUAGE_OPTION, THEME_OPTION } from '../../highlight/options.js';
import { CODE_THEME_IDS } from '../../highlight/theme-ids.js';
import { CARD_ENTRIES } from '../../options/custom-fields.js';
import { MAX_CODE_LENGTH } from '../../options/input-limits.js';
import { LANG_OPTION } from '../../options/lang-option.js';
import { parseCardOptions } from '../../options/parse-options.js';
import { boundedString, described, flag, integerAtLeast, integerIn, oneOf } from '../../options/rules.js';
import { SCALES } from '../../options/scales.js';
import { BACKGROUND_IDS } from './backgrounds.js';
import { CODE_CSS_PROPERTIES } from './customisation.js';
import { MAX_SIZE_SIDE, MIN_FIT_FONT_SIZE, MIN_SIZE_SIDE, parseSize } from './fit-size.js';
import { MAX_CODE_WIDTH } from './metrics.js';

export const WINDOW_STYLES = ['mac', 'none'] as const;

/** Longest window title, in characters. */
const MAX_TITLE_LENGTH = 100;
/** The largest first line number: seven digits keep the gutter narrow. */
const MAX_LINE_START = 1_000_000;

/** Longest `code` accepted by `renderCode`, in characters (kept with the other input bounds). */
export { MAX_CODE_LENGTH };

/** Line numbers as shown (from `lineStart`), at most 200 of them. */
function lineList() {
  return v.pipe(
    v.array(integerAtLeast(1), 'an array of line numbers'),
    v.maxLength(200, 'an array of at most 200 line numbers'),
  );
}

/**
 * The parameters of a code screenshot: the single source of their defaults, bounds and
 * meanings. The core validates with it; the server reads it for GET queries and
 * `/openapi.json`, the CLI for `--help`, the docs for their tables. Unknown keys are refused, so
 * a typo never passes silently.
 */
export const CodeOptionsSchema = v.strictObject({
  code: described(boundedString(1, MAX_CODE_LENGTH), 'the source code to render'),
  language: LANGUAGE_OPTION,
  theme: THEME_OPTION,
  darkTheme: v.optional(
    described(
      oneOf(CODE_THEME_IDS),
      'svg only: a second theme the image switches to when the reader prefers a dark colour scheme (`prefers-color-scheme`), so one picture follows light and dark mode; `theme` is shown otherwise',
    ),
  ),
  background: v.optional(described(oneOf(BACKGROUND_IDS), 'what lies behind the window'), 'gradient-purple'),
  window: v.optional(
    described(oneOf(WINDOW_STYLES), '`mac` draws a title bar with three traffic-light dots; `none` a plain window'),
    'mac',
  ),
  title: v.optional(
    described(
      boundedString(0, MAX_TITLE_LENGTH),
      "text in the window's title bar, centred in the theme's foreground at 60% and cut with an ellipsis when a fixed `width` makes the bar too short (a fitted card widens for it); `window: none` has no bar, so a title is then left out with a warning",
    ),
    '',
  ),
  padding: v.optional(described(integerIn(0, 200), 'CSS pixels of space around the window'), 48),
  fontSize: v.optional(described(integerIn(8, 40), "the code's size in CSS pixels"), 14),
  lineNumbers: v.optional(described(flag(), 'show line numbers in a gutter'), false),
  lineStart: v.optional(
    described(
      integerIn(1, MAX_LINE_START),
      'the number shown on the first line, e.g. 120 for an excerpt from line 120; the gutter widens for large numbers, and highlighted lines are numbered from it',
    ),
    1,
  ),
  highlightLines: v.optional(
    described(
      lineList(),
      'lines to mark with a band, numbered as shown: from `lineStart` (1 unless given); numbers outside the code are ignored, with a warning',
    ),
    () => [],
  ),
  focusLines: v.optional(
    described(
      lineList(),
      'lines to keep in full colour while the others are dimmed (still readable), numbered as shown; none: nothing is dimmed',
    ),
    () => [],
  ),
  addedLines: v.optional(
    described(
      lineList(),
      'lines to mark as added: a green band and `+` in the gutter, numbered as shown; `language: diff` marks them from the diff itself',
    ),
    () => [],
  ),
  removedLines: v.optional(
    described(
      lineList(),
      'lines to mark as removed: a red band and `-` in the gutter, numbered as shown; `language: diff` marks them from the diff itself',
    ),
    () => [],
  ),
  diffLanguage: v.optional(
    described(
      boundedString(1, 40),
      "with `language: diff`, the language of the diff's code: a Shiki id or alias, or `auto` to take it from the file names in the diff's headers (else detect it)",
    ),
    'auto',
  ),
  width: v.optional(
    described(
      integerIn(0, MAX_CODE_WIDTH),
      `image width in CSS pixels; 0 fits the longest line (up to ${MAX_CODE_WIDTH}, where longer lines wrap, with a warning), otherwise long lines wrap`,
    ),
    0,
  ),
  size: v.optional(
    described(
      boundedString(1, 20),
      `an image of exactly this size in CSS pixels: \`og\` (1200×630), \`square\` (1080×1080), \`story\` (1080×1920) or \`WxH\` (each side ${MIN_SIZE_SIDE} to ${MAX_SIZE_SIDE}); the window takes the width, the font shrinks from \`fontSize\` down to ${MIN_FIT_FONT_SIZE} px until the code fits (unwrapped if it can), and lines still past the height are cut, with a warning. Instead of \`width\``,
    ),
  ),
  scale: v.optional(
    described(
      oneOf(SCALES),
      'device pixel ratio: the image is layout size × scale pixels (an svg is vector, sized in CSS pixels)',
    ),
    2,
  ),
  lang: LANG_OPTION,
  ...CARD_ENTRIES,
});

/** What `renderCode` accepts: every field but `code` is optional. */
export type CodeOptions = v.InferInput<typeof CodeOptionsSchema>;
/** `CodeOptions` with every default filled in. */
/** Parsed parameters; in the library a font may have been read to bytes already. */
export type ResolvedCodeOptions = WithLocalAssets<v.InferOutput<typeof CodeOptionsSchema>, 'font'>;

/** Validates code screenshot parameters and fills in their defaults. */
export function parseCodeOptions(input: unknown): ResolvedCodeOptions {
  const options = parseCardOptions(CodeOptionsSchema, CODE_CSS_PROPERTIES, input);
  // Pixels have one colour scheme: only a vector image can carry two and switch.
  if (options.darkTheme !== undefined && options.format !== 'svg') {
    throw new GlyphcastError(
      `\`darkTheme\` needs \`format: svg\`: a ${options.format} image has one set of colours; render one image per theme, or ask for svg`,
      { code: 'INVALID_PARAMETER', field: 'darkTheme', received: options.darkTheme },
    );
  }
  if (options.size !== undefined) {
    parseSize(options.size);
    if (options.width !== 0) {
      throw new GlyphcastError('give `size` (an exact image) or `width` (a card as tall as its code), not both', {
        code: 'INVALID_PARAMETER',
        field: 'width',
        received: options.width,
      });
    }
  }
  return options;
}
