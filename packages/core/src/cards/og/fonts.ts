import { readFileSync } from 'node:fs';
import type { Font } from 'satori';
import { emojiSvg, hasEmoji } from '../../assets/emoji.js';
import { FALLBACK_ORDER, type FallbackFaceId, fallbackFace, fallbackFontBytes } from '../../assets/fallback-fonts.js';
import { faceNeeds } from '../../assets/font-coverage.js';
import { INTER_FONT_FILES } from '../../assets/fonts.js';
import type { FaceRef } from '../../assets/shaper.js';
import { boundedCache, remember } from '../../bounded-cache.js';
import { graphemes } from '../../text/graphemes.js';

/*
 * Fonts for satori, read once and handed over as the same objects on every render: satori
 * caches parsed fonts by the list's identity (new buffers per call measured ~10× slower).
 * Inter (SIL OFL 1.1) for Latin, Greek and Cyrillic; the fallback faces for what it lacks.
 */

export const OG_FAMILY = 'Inter';

let baseFonts: Font[] | undefined;

/** Inter regular and bold, loaded on the first OG render. */
export function ogBaseFonts(): Font[] {
  baseFonts ??= [
    { name: OG_FAMILY, data: readFileSync(INTER_FONT_FILES.regular), weight: 400, style: 'normal' },
    { name: OG_FAMILY, data: readFileSync(INTER_FONT_FILES.bold), weight: 700, style: 'normal' },
  ];
  return baseFonts;
}

/** A fallback face's two weights for satori (its regular file again when no bold one ships). */
const fallbackFonts = new Map<FallbackFaceId, Font[]>();

function fontsOf(id: FallbackFaceId): Font[] {
  let fonts = fallbackFonts.get(id);
  if (!fonts) {
    const name = fallbackFace(id).family;
    fonts = [
      { name, data: fallbackFontBytes(id, false), weight: 400, style: 'normal' },
      { name, data: fallbackFontBytes(id, true), weight: 700, style: 'normal' },
    ];
    fallbackFonts.set(id, fonts);
  }
  return fonts;
}

type FontLists = ReturnType<typeof boundedCache<string, Font[]>>;
/** Lists already handed to satori, by base list and the faces added. */
const extendedLists = new WeakMap<Font[], FontLists>();

const INTER_FACE: FaceRef = { file: INTER_FONT_FILES.regular };
const NON_ASCII = /[^\x00-\x7f]/;

/**
 * What each text needs beyond Inter: the fallback faces (for satori's font list) and the
 * characters no bundled face has (for the warnings). Emoji are pictures and need no face; ASCII
 * needs no look-up (and must not load the emoji pack). Call `loadShaper()` first.
 */
export function ogTextNeeds(texts: readonly string[]): { faces: Set<FallbackFaceId>; missing: string[][] } {
  const faces = new Set<FallbackFaceId>();
  const missing = texts.map((text) => {
    if (!NON_ASCII.test(text)) return [];
    const drawn = graphemes(text).filter((grapheme) => NON_ASCII.test(grapheme) && !hasEmoji(grapheme));
    const needs = faceNeeds(drawn, INTER_FACE);
    for (const face of needs.faces) faces.add(face);
    return needs.missing;
  });
  return { faces, missing };
}

/**
 * `base` plus the given fallback faces, in fallback order (satori draws each character with the
 * first font of the list that has it). The same faces give the same list object.
 */
export function withFallbackFonts(base: Font[], faces: ReadonlySet<FallbackFaceId>): Font[] {
  if (faces.size === 0) return base;
  const ids = FALLBACK_ORDER.wide.map((face) => face.id).filter((id) => faces.has(id));
  let lists = extendedLists.get(base);
  if (!lists) {
    lists = boundedCache<string, Font[]>(32);
    extendedLists.set(base, lists);
  }
  const key = ids.join(',');
  return lists.get(key) ?? remember(lists, key, [...base, ...ids.flatMap(fontsOf)]);
}

/** Each entry is one small SVG; the cache is bounded like every cache of the core. */
const emojiUris = boundedCache<string, string>(512);

/**
 * satori's `loadAdditionalAsset`: emoji become Twemoji SVGs (from the local package). Other
 * scripts' faces are in the font list already (withFallbackFonts).
 */
export async function loadOgAsset(languageCode: string, segment: string): Promise<string | Font[]> {
  if (languageCode !== 'emoji') return [];
  let uri = emojiUris.get(segment);
  if (uri === undefined) {
    const svg = emojiSvg(segment);
    uri = svg ? `data:image/svg+xml;base64,${svg.toString('base64')}` : '';
    remember(emojiUris, segment, uri);
  }
  return uri;
}
