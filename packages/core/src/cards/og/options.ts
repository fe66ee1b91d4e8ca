import * as v from 'valibot';
import type { WithLocalAssets } from '../../assets/local-assets.js';
import { GlyphcastError } from '../../errors.js';
import { LANGUAGE_OPTION } from '../../highlight/options.js';
import { CODE_THEME_IDS } from '../../highlight/theme-ids.js';
import { CARD_ENTRIES } from '../../options/custom-fields.js';
import { LANG_OPTION } from '../../options/lang-option.js';
import { parseCardOptions } from '../../options/parse-options.js';
import { boundedString, described, oneOf, uri } from '../../options/rules.js';
import { OG_CSS_PROPERTIES } from './customisation.js';

export const OG_TEMPLATES = ['article', 'minimal', 'code'] as const;
export type OgTemplate = (typeof OG_TEMPLATES)[number];
export const OG_THEMES = ['dark', 'light'] as const;
export type OgTheme = (typeof OG_THEMES)[number];

/** Every Open Graph image is this size: what social networks crop to. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const HEX_COLOUR = 'a hex colour such as #7c3aed';

/** The code template shows at most this many lines of its excerpt. */
export const EXCERPT_LINES = 12;
/** Longest excerpt accepted, in characters: twelve long lines. */
const MAX_EXCERPT_LENGTH = 2000;

/**
 * The parameters of an Open Graph image: the single source of their defaults, bounds and
 * meanings, reused by the server (GET queries, `/openapi.json`), the CLI and the docs.
 */
export const OgOptionsSchema = v.strictObject({
  template: v.optional(
    described(
      oneOf(OG_TEMPLATES),
      '`article`: logo, title, subtitle, author; `minimal`: logo and title, centred; `code`: title and a highlighted code excerpt',
    ),
    'article',
  ),
  title: described(boundedString(1, 300), 'the title; a long one is set smaller to fit'),
  subtitle: v.optional(described(boundedString(0, 300), 'a line under the title (article)')),
  author: v.optional(described(boundedString(0, 100), 'the author, at the bottom (article)')),
  avatar: v.optional(
    described(uri(2000), "the author's picture, shown round (article): http(s) (public hosts) or data: URI"),
  ),
  logo: v.optional(
    described(uri(2000), 'shown top-left (article) or above the title (minimal): http(s) (public hosts) or data: URI'),
  ),
  code: v.optional(
    described(
      boundedString(1, MAX_EXCERPT_LENGTH),
      `the code excerpt (code template, required there): its first ${EXCERPT_LINES} lines are shown`,
    ),
  ),
  language: LANGUAGE_OPTION,
  codeTheme: v.optional(
    described(
      oneOf(CODE_THEME_IDS),
      "the excerpt's code theme (code template); default github-dark, or github-light on a light card",
    ),
  ),
  theme: v.optional(described(oneOf(OG_THEMES), "the card's colours"), 'dark'),
  accent: v.optional(
    described(
      v.pipe(
        v.string(HEX_COLOUR),
        v.regex(/^#[0-9a-fA-F]{3,8}$/, HEX_COLOUR),
        v.check((value) => [4, 5, 7, 9].includes(value.length), HEX_COLOUR),
      ),
      'the glow and accents: #rgb, #rgba, #rrggbb or #rrggbbaa',
    ),
    '#7c3aed',
  ),
  lang: LANG_OPTION,
  ...CARD_ENTRIES,
});

export type OgOptions = v.InferInput<typeof OgOptionsSchema>;
/** Parsed parameters; in the library an avatar, logo or font may have been read to bytes already. */
export type ResolvedOgOptions = WithLocalAssets<v.InferOutput<typeof OgOptionsSchema>, 'avatar' | 'logo' | 'font'>;

/** Validates Open Graph parameters and fills in their defaults. */
export function parseOgOptions(input: unknown): ResolvedOgOptions {
  const options = parseCardOptions(OgOptionsSchema, OG_CSS_PROPERTIES, input);
  if (options.template === 'code' && !options.code) {
    throw new GlyphcastError('`code` must be given with the code template, received nothing', {
      code: 'INVALID_PARAMETER',
      field: 'code',
    });
  }
  return options;
}
