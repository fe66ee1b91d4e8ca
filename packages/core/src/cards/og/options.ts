import * as v from 'valibot';
import { CARD_ENTRIES } from '../../options/custom-fields.js';
import { parseCardOptions } from '../../options/parse-options.js';
import { boundedString, described, oneOf, uri } from '../../options/rules.js';
import { OG_CSS_PROPERTIES } from './customisation.js';

export const OG_TEMPLATES = ['article', 'minimal'] as const;
export type OgTemplate = (typeof OG_TEMPLATES)[number];
export const OG_THEMES = ['dark', 'light'] as const;
export type OgTheme = (typeof OG_THEMES)[number];

/** Every Open Graph image is this size: what social networks crop to. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const HEX_COLOUR = 'a hex colour such as #7c3aed';

/**
 * The parameters of an Open Graph image: the single source of their defaults, bounds and
 * meanings, reused by the server (GET queries, `/openapi.json`), the CLI and the docs.
 */
export const OgOptionsSchema = v.strictObject({
  template: v.optional(
    described(oneOf(OG_TEMPLATES), '`article`: logo, title, subtitle, author; `minimal`: logo and title, centred'),
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
  ...CARD_ENTRIES,
});

export type OgOptions = v.InferInput<typeof OgOptionsSchema>;
export type ResolvedOgOptions = v.InferOutput<typeof OgOptionsSchema>;

/** Validates Open Graph parameters and fills in their defaults. */
export function parseOgOptions(input: unknown): ResolvedOgOptions {
  return parseCardOptions(OgOptionsSchema, OG_CSS_PROPERTIES, input);
}
