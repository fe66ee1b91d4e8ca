import { resolveCjkForms } from '../../assets/cjk-forms.js';
import type { ResourceWarning } from '../../assets/fetch/load-resource.js';
import { missingGlyphWarning } from '../../assets/font-coverage.js';
import { type FaceRef, loadShaper } from '../../assets/shaper.js';
import type { Card } from '../../scene/card.js';
import { parseHex } from '../../scene/color.js';
import type { SceneItem } from '../../scene/scene.js';
import { type CodeExcerpt, prepareExcerpt } from './code-excerpt.js';
import { ogCustomisation } from './customisation.js';
import { ogFont } from './fonts.js';
import { prepareImageBytes } from './images.js';
import { initials } from './initials.js';
import {
  EXCERPT_LINES,
  OG_HEIGHT,
  OG_WIDTH,
  OgOptionsSchema,
  parseOgOptions,
  type ResolvedOgOptions,
} from './options.js';
import { OG_PALETTES } from './palette.js';
import { loadOgImageSources, type OgImageSources } from './sources.js';
import {
  AVATAR_SIZE,
  articleTemplate,
  cardIsRtl,
  codeTemplate,
  LOGO_BOX,
  minimalTemplate,
  type OgImages,
  type OgTexts,
  TEMPLATE_FIELDS,
} from './templates.js';
import { shapeText } from './text-block.js';
import { watermarkItems } from './watermark.js';

/** What could not be included in an Open Graph card. */
export interface OgInfo {
  /** Images that failed to load; the card was rendered without them (a short cache life suits it). */
  warnings: ResourceWarning[];
}

/**
 * Decodes and resizes the fetched images (only those the template shows were fetched); a bad
 * one becomes a warning.
 */
async function prepareImages(sources: OgImageSources): Promise<{ images: OgImages; warnings: ResourceWarning[] }> {
  const images: OgImages = {};
  const warnings = [...sources.warnings];
  const prepare = async (field: 'avatar' | 'logo') => {
    const bytes = sources[field];
    if (!bytes) return;
    try {
      const box = field === 'avatar' ? { width: AVATAR_SIZE, height: AVATAR_SIZE } : LOGO_BOX;
      images[field] = await prepareImageBytes(Buffer.from(bytes), box, field === 'avatar');
    } catch (error) {
      warnings.push({ field, reason: `${(error as Error).message}; left out` });
    }
  };
  await Promise.all([prepare('avatar'), prepare('logo')]);
  return { images, warnings };
}

/** A warning for each field given that the template does not show. */
function unshownFieldWarnings(params: ResolvedOgOptions, shown: readonly string[]): ResourceWarning[] {
  return (['subtitle', 'author', 'avatar', 'logo', 'code'] as const)
    .filter((field) => params[field] && !shown.includes(field))
    .map((field) => ({ field, reason: `the ${params.template} template does not show it`, lasting: true }));
}

/** What the code template left out of the excerpt, and characters no face has. */
function excerptWarnings(excerpt: CodeExcerpt, cut: boolean): ResourceWarning[] {
  const warnings: ResourceWarning[] = [];
  if (excerpt.linesLeftOut > 0) {
    const reason = `the code template shows the first ${EXCERPT_LINES} lines; ${excerpt.linesLeftOut} more were left out`;
    warnings.push({ field: 'code', reason, lasting: true });
  }
  if (cut) warnings.push({ field: 'code', reason: 'lines too long for the card end with an ellipsis', lasting: true });
  const missing = missingGlyphWarning('code', excerpt.missing);
  if (missing) warnings.push(missing);
  return warnings;
}

/**
 * An Open Graph card: a 1200×630 title card, laid out by glyphcast itself (HarfBuzz shaping,
 * line breaking, fitting) and drawn by the same scene backend as code cards.
 */
export const ogCard: Card<'og', ResolvedOgOptions, OgImageSources, OgInfo> = {
  kind: 'og',

  schema: OgOptionsSchema,

  parse: parseOgOptions,

  loadSources: loadOgImageSources,

  async layout({ params, sources, watermark }) {
    const shown: readonly string[] = TEMPLATE_FIELDS[params.template];
    const { images, warnings } = await prepareImages(sources);
    warnings.push(...unshownFieldWarnings(params, shown));
    await loadShaper();
    const style = ogCustomisation(params.css, sources.font);
    warnings.push(...style.warnings);
    const transform = style.textTransform;
    // The card's language, for the letterforms of its Han: from `lang`, or kana in its text.
    const cjk = resolveCjkForms(params.lang, `${params.title} ${params.subtitle ?? ''} ${params.author ?? ''}`);
    if (cjk.warning) warnings.push(cjk.warning);
    const font = (custom: FaceRef | undefined, bold: boolean) => ogFont(custom, bold, cjk.forms);
    const texts: OgTexts = { title: shapeText(params.title, font(style.font, true), transform) };
    if (shown.includes('subtitle') && params.subtitle)
      texts.subtitle = shapeText(params.subtitle, font(style.font, false));
    if (shown.includes('author') && params.author) {
      texts.author = shapeText(params.author, font(style.font, true));
      if (!images.avatar) texts.initials = shapeText(initials(params.author), font(undefined, true));
    }
    // Characters no bundled face has come out as boxes: each field says which. A custom font's
    // characters are its own business.
    if (!style.font) {
      for (const field of ['title', 'subtitle', 'author'] as const) {
        const warning = missingGlyphWarning(field, texts[field]?.paragraph.missing ?? []);
        if (warning) warnings.push(warning);
      }
    }
    const palette = OG_PALETTES[params.theme];
    const input = { options: params, images, style, texts };
    const items: SceneItem[] = [
      {
        kind: 'glow',
        background: style.background ?? parseHex(palette.background),
        accent: parseHex(params.accent),
        opacity: palette.glowOpacity,
        // A right-to-left card is the mirror image of the left-to-right one (its code excepted).
        mirrored: cardIsRtl(texts),
      },
    ];
    if (params.template === 'code') {
      const excerpt = await prepareExcerpt(params, cjk.forms);
      const drawn = codeTemplate(input, excerpt);
      items.push(...drawn.items);
      warnings.push(...excerptWarnings(excerpt, drawn.cut));
    } else {
      items.push(...(params.template === 'minimal' ? minimalTemplate(input) : articleTemplate(input)));
    }
    if (watermark) items.push(...watermarkItems(params.theme));
    return {
      scene: { width: OG_WIDTH, height: OG_HEIGHT, scale: 1, items, description: params.title },
      info: { warnings },
    };
  },
};
