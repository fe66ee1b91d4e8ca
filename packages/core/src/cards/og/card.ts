import type { ResourceWarning } from '../../assets/fetch/load-resource.js';
import { missingGlyphWarning } from '../../assets/font-coverage.js';
import { loadShaper } from '../../assets/shaper.js';
import { GlyphcastError } from '../../errors.js';
import type { Card } from '../../scene/card.js';
import { parseHex } from '../../scene/color.js';
import { ogCustomisation } from './customisation.js';
import { loadOgAsset, ogTextNeeds, withFallbackFonts } from './fonts.js';
import { prepareImageBytes } from './images.js';
import { OG_HEIGHT, OG_WIDTH, OgOptionsSchema, parseOgOptions, type ResolvedOgOptions } from './options.js';
import { OG_PALETTES } from './palette.js';
import { loadOgImageSources, type OgImageSources } from './sources.js';
import { articleTemplate, minimalTemplate, type OgImages, withWatermark } from './templates.js';

/** What could not be included in an Open Graph card. */
export interface OgInfo {
  /** Images that failed to load; the card was rendered without them (a short cache life suits it). */
  warnings: ResourceWarning[];
}

/** satori and its layout engine weigh ~34 MB once loaded: only processes that render OG cards load it. */
let satoriModule: Promise<typeof import('satori')> | undefined;
const loadSatori = () => {
  satoriModule ??= import('satori');
  return satoriModule;
};

/** Display boxes of the images, at 2× so they stay sharp when the card is shown large. */
const AVATAR_BOX = { width: 144, height: 144 };
const LOGO_BOX = { width: 720, height: 112 };

/** Decodes and resizes the fetched images; a bad one becomes a warning. */
async function prepareImages(sources: OgImageSources): Promise<{ images: OgImages; warnings: ResourceWarning[] }> {
  const images: OgImages = {};
  const warnings = [...sources.warnings];
  const prepare = async (field: 'avatar' | 'logo') => {
    const bytes = sources[field];
    if (!bytes) return;
    try {
      images[field] = await prepareImageBytes(
        Buffer.from(bytes),
        field === 'avatar' ? AVATAR_BOX : LOGO_BOX,
        field === 'avatar',
      );
    } catch (error) {
      warnings.push({ field, reason: (error as Error).message });
    }
  };
  await Promise.all([prepare('avatar'), prepare('logo')]);
  return { images, warnings };
}

/** The text fields a template can show, for font choice and the missing-glyph check. */
const TEXT_FIELDS = ['title', 'subtitle', 'author'] as const;

/**
 * An Open Graph card: a 1200×630 title card. satori lays out the template's text and images
 * as an SVG (text as paths); the background and its accent glow are a scene item of their own.
 */
export const ogCard: Card<'og', ResolvedOgOptions, OgImageSources, OgInfo> = {
  kind: 'og',

  schema: OgOptionsSchema,

  parse: parseOgOptions,

  loadSources: loadOgImageSources,

  async layout({ params, sources, watermark }) {
    const { images, warnings } = await prepareImages(sources);
    const custom = ogCustomisation(params.css, sources.font);
    warnings.push(...custom.warnings);
    await loadShaper();
    const needs = ogTextNeeds(TEXT_FIELDS.map((field) => params[field] ?? ''));
    // A warning per field with characters no bundled face has (they come out as boxes). With a
    // custom font the check is left out: its characters are its own.
    if (!custom.fontFamily) {
      TEXT_FIELDS.forEach((field, index) => {
        const warning = missingGlyphWarning(field, needs.missing[index] ?? []);
        if (warning) warnings.push(warning);
      });
    }
    const fonts = withFallbackFonts(custom.fonts, needs.faces);
    const card =
      params.template === 'minimal' ? minimalTemplate(params, images, custom) : articleTemplate(params, images, custom);
    const element = watermark ? withWatermark(card, params.theme) : card;
    const { default: satori } = await loadSatori();
    let svg: string;
    try {
      svg = await satori(element as never, {
        width: OG_WIDTH,
        height: OG_HEIGHT,
        fonts,
        loadAdditionalAsset: loadOgAsset,
      });
    } catch (error) {
      throw new GlyphcastError(`the card could not be laid out: ${(error as Error).message}`, {
        code: 'RENDER_FAILED',
        cause: error,
      });
    }
    const palette = OG_PALETTES[params.theme];
    const background = custom.background ?? parseHex(palette.background);
    const scene = {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      scale: 1,
      items: [
        { kind: 'glow' as const, background, accent: parseHex(params.accent), opacity: palette.glowOpacity },
        { kind: 'svg' as const, svg },
      ],
    };
    return { scene, info: { warnings } };
  },
};
