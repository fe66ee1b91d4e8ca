import * as v from 'valibot';
import { parseCustomCss } from '../../options/custom-css.js';
import { CUSTOMISATION_ENTRIES } from '../../options/custom-fields.js';
import { IMAGE_FORMATS } from '../../options/image-format.js';
import { parseOptions } from '../../options/parse-options.js';
import { boundedString, oneOf, uri } from '../../options/rules.js';
import { OG_CSS_PROPERTIES } from './customisation.js';

export const OG_TEMPLATES = ['article', 'minimal'] as const;
export type OgTemplate = (typeof OG_TEMPLATES)[number];
export const OG_THEMES = ['dark', 'light'] as const;
export type OgTheme = (typeof OG_THEMES)[number];

/** Every Open Graph image is this size (SPEC §2.3): what social networks crop to. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/**
 * The parameters of an Open Graph image (SPEC §2.3). The single source of their defaults and
 * bounds, reused by the server and its `/openapi.json`.
 */
export const OgOptionsSchema = v.strictObject({
  /** @default 'article' */
  template: v.optional(oneOf(OG_TEMPLATES), 'article'),
  title: boundedString(1, 300),
  subtitle: v.optional(boundedString(0, 300)),
  author: v.optional(boundedString(0, 100)),
  /** Shown round beside the author (article); http(s) or data URI. */
  avatar: v.optional(uri(2000)),
  /** Shown top-left (article) or above the title (minimal); http(s) or data URI. */
  logo: v.optional(uri(2000)),
  /** @default 'dark' */
  theme: v.optional(oneOf(OG_THEMES), 'dark'),
  /** Accent colour: #rgb, #rgba, #rrggbb or #rrggbbaa. @default '#7c3aed' */
  accent: v.optional(
    v.pipe(
      v.string('a hex colour such as #7c3aed'),
      v.regex(/^#[0-9a-fA-F]{3,8}$/, 'a hex colour such as #7c3aed'),
      v.check((value) => [4, 5, 7, 9].includes(value.length), 'a hex colour such as #7c3aed'),
    ),
    '#7c3aed',
  ),
  /** @default 'png' */
  format: v.optional(oneOf(IMAGE_FORMATS), 'png'),
  /** Pro: `font` and `css` (docs/customisation.md). */
  ...CUSTOMISATION_ENTRIES,
});

export type OgOptions = v.InferInput<typeof OgOptionsSchema>;
export type ResolvedOgOptions = v.InferOutput<typeof OgOptionsSchema>;

/** Validates Open Graph parameters and fills in their defaults. */
export function parseOgOptions(input: unknown): ResolvedOgOptions {
  const params = parseOptions(OgOptionsSchema, input);
  if (params.css) parseCustomCss(params.css, OG_CSS_PROPERTIES);
  return params;
}
