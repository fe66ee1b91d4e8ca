import { readFileSync } from 'node:fs';
import type { Font } from 'satori';
import { emojiSvg } from '../../assets/emoji.js';
import { ARABIC_FONT_FILE, CJK_FONT_FILE, HEBREW_FONT_FILE, INTER_FONT_FILES } from '../../assets/fonts.js';
import { boundedCache, remember } from '../../bounded-cache.js';

/*
 * Fonts for satori, read once and handed over as the same objects on every render: satori
 * caches parsed fonts by object identity (new buffers per call measured ~10× slower).
 * Inter (SIL OFL 1.1) for Latin, Greek and Cyrillic; scripts it lacks load on first use.
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

/** Fallback fonts by the language code satori reports for text Inter cannot draw. */
const FALLBACKS: Record<string, { name: string; file: string }> = {
  'zh-CN': { name: 'Noto Sans SC', file: CJK_FONT_FILE },
  'zh-TW': { name: 'Noto Sans SC', file: CJK_FONT_FILE },
  'zh-HK': { name: 'Noto Sans SC', file: CJK_FONT_FILE },
  'ja-JP': { name: 'Noto Sans SC', file: CJK_FONT_FILE },
  unknown: { name: 'Noto Sans SC', file: CJK_FONT_FILE },
  'ar-AR': {
    name: 'Noto Sans Arabic',
    file: ARABIC_FONT_FILE,
  },
  'he-IL': {
    name: 'Noto Sans Hebrew',
    file: HEBREW_FONT_FILE,
  },
};
const loadedFallbacks = new Map<string, Font[]>();
/** Each entry is one small SVG; the cache is bounded like every cache of the core. */
const emojiUris = boundedCache<string, string>(512);

/**
 * satori's `loadAdditionalAsset`: emoji become Twemoji SVGs (from the local package), other
 * scripts get their Noto font, loaded once and then reused as the same object.
 */
export async function loadOgAsset(languageCode: string, segment: string): Promise<string | Font[]> {
  if (languageCode === 'emoji') {
    let uri = emojiUris.get(segment);
    if (uri === undefined) {
      const svg = emojiSvg(segment);
      uri = svg ? `data:image/svg+xml;base64,${svg.toString('base64')}` : '';
      remember(emojiUris, segment, uri);
    }
    return uri;
  }
  // Text that several languages write (Han characters alone) comes as a list: "ja-JP|zh-CN|…".
  const fallback = languageCode
    .split('|')
    .map((code) => FALLBACKS[code])
    .find(Boolean);
  if (!fallback) return [];
  let fonts = loadedFallbacks.get(fallback.name);
  if (!fonts) {
    const data = readFileSync(fallback.file);
    fonts = [
      { name: fallback.name, data, weight: 400, style: 'normal' },
      { name: fallback.name, data, weight: 700, style: 'normal' },
    ];
    loadedFallbacks.set(fallback.name, fonts);
  }
  return fonts;
}
