import { fileExtensionOf, IMAGE_MEDIA_TYPES, type ImageFormat, OG_HEIGHT, OG_WIDTH } from '@glyphcast/core';
import type { PageCard } from './options.js';

/** A page's image: where it is written in the output, its URL path, its size as meta tags give it. */
export interface PageImage {
  /** `og/guide/install.png`: relative to the output folder. */
  path: string;
  mediaType: string;
  /** Pixels; absent for a code card, whose size follows its code. */
  width?: number;
  height?: number;
}

function formatOf(card: PageCard): ImageFormat {
  const options = 'og' in card ? card.og : 'code' in card ? card.code : card.design;
  return (options.format ?? 'png') as ImageFormat;
}

function sizeOf(card: PageCard): { width?: number; height?: number } {
  if ('og' in card) return { width: OG_WIDTH, height: OG_HEIGHT };
  if ('design' in card) {
    const scale = typeof card.design.scale === 'number' ? card.design.scale : 1;
    return { width: Math.round(card.design.width * scale), height: Math.round(card.design.height * scale) };
  }
  return {};
}

/** `guide/install.md` in folder `og` → `og/guide/install.png` (the extension the format's). */
export function pageImage(relativePath: string, folder: string, card: PageCard): PageImage {
  const format = formatOf(card);
  const page = relativePath.replace(/\.md$/, '');
  return {
    path: `${folder}/${page}.${fileExtensionOf(format)}`,
    mediaType: IMAGE_MEDIA_TYPES[format],
    ...sizeOf(card),
  };
}
