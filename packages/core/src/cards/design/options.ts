import * as v from 'valibot';
import { IMAGE_FORMATS } from '../../options/image-format.js';
import { LANG_OPTION } from '../../options/lang-option.js';
import { parseOptions } from '../../options/parse-options.js';
import { boundedString, described, integerIn, oneOf } from '../../options/rules.js';
import { SCALES } from '../../options/scales.js';

/** The largest design, in CSS pixels a side (times `scale` in pixels, within the image limits). */
export const MAX_DESIGN_SIDE = 4096;
/** Fonts a design may bring: a family in four styles, a few times over. */
const MAX_FONTS = 16;
/** Emoji sets satori names; glyphcast draws Twemoji for each (and says so). */
const EMOJI_SETS = ['twemoji', 'blobmoji', 'noto', 'openmoji', 'fluent', 'fluentFlat'] as const;

const FONT_DATA =
  'font bytes (a Buffer, Uint8Array or ArrayBuffer of a TTF, OTF or WOFF file) or its URL (http, https or data) of at most 1000000 characters';
/** A font's URL may be a data: URI carrying the whole file. */
const MAX_FONT_URI = 1_000_000;

const isFontData = (value: unknown) =>
  value instanceof Uint8Array ||
  value instanceof ArrayBuffer ||
  (typeof value === 'string' && value.length <= MAX_FONT_URI && /^(https?|data):/i.test(value));

const FontSchema = v.strictObject({
  name: described(boundedString(1, 100), 'the family name the design uses in `fontFamily`'),
  data: described(
    v.custom<Uint8Array | ArrayBuffer | string>(isFontData, FONT_DATA),
    'the font file (TTF, OTF or WOFF) as bytes, or its http(s) or data: URL, fetched like a picture (over HTTP only a URL)',
  ),
  weight: v.optional(described(integerIn(100, 900), 'the weight this file draws'), 400),
  style: v.optional(described(oneOf(['normal', 'italic'] as const), 'the style this file draws'), 'normal'),
});

/**
 * The options of a user's own design (the element tree or HTML is the first argument): the
 * single source of their defaults and bounds.
 */
export const DesignOptionsSchema = v.strictObject({
  width: described(integerIn(1, MAX_DESIGN_SIDE), 'the image width in CSS pixels (the root is this wide)'),
  height: described(integerIn(1, MAX_DESIGN_SIDE), 'the image height in CSS pixels'),
  format: v.optional(described(oneOf(IMAGE_FORMATS), 'png, jpeg or webp pixels, or svg (text selectable)'), 'png'),
  scale: v.optional(described(oneOf(SCALES), 'device pixel ratio: the image is width × scale pixels'), 1),
  fonts: v.optional(
    described(
      v.pipe(
        v.array(FontSchema, `an array of at most ${MAX_FONTS} fonts`),
        v.maxLength(MAX_FONTS, `at most ${MAX_FONTS} fonts`),
      ),
      'fonts the design names, as satori takes them; Inter is always there, and faces for every script behind them',
    ),
    [],
  ),
  lang: LANG_OPTION,
  emoji: v.optional(
    described(oneOf(EMOJI_SETS), 'colour emoji: Twemoji (other sets satori names are drawn as Twemoji)'),
    'twemoji',
  ),
});

export type DesignOptions = v.InferInput<typeof DesignOptionsSchema>;
export type ResolvedDesignOptions = v.InferOutput<typeof DesignOptionsSchema>;

/** A font of the design, its bytes as a plain Uint8Array (what crosses to a worker). */
export interface DesignFont {
  name: string;
  data: Uint8Array;
  weight: number;
  style: 'normal' | 'italic';
}

/** A font the design names by URL: fetched with its pictures, before the render. */
export type DesignFontUrl = Omit<DesignFont, 'data'> & { url: string };

export function parseDesignOptions(
  input: unknown,
): Omit<ResolvedDesignOptions, 'fonts'> & { fonts: DesignFont[]; fontUrls: DesignFontUrl[] } {
  const options = parseOptions(DesignOptionsSchema, input);
  const fonts: DesignFont[] = [];
  const fontUrls: DesignFontUrl[] = [];
  for (const { data, ...font } of options.fonts) {
    if (typeof data === 'string') fontUrls.push({ ...font, url: data });
    else fonts.push({ ...font, data: data instanceof Uint8Array ? data : new Uint8Array(data) });
  }
  return { ...options, fonts, fontUrls };
}
