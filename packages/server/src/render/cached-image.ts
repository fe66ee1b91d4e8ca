import type { ResourceWarning } from '@glyphcast/core';

/*
 * What the cache holds for an image: its bytes alone, or, when it was drawn with warnings that
 * always recur (characters no font has, a title with no bar to show it), the warnings before
 * them, so a cached answer carries the same Warning header as the first.
 */

/** No image format starts with these bytes (PNG, JPEG, WebP and SVG all start otherwise). */
const WARNINGS_MARK = Buffer.from('glyphcast warnings\n');
const LENGTH_BYTES = 4;

export interface ServedImage {
  image: Buffer;
  warnings: ResourceWarning[];
}

export function packCachedImage({ image, warnings }: ServedImage): Buffer {
  if (warnings.length === 0) return image;
  const json = Buffer.from(JSON.stringify(warnings));
  const length = Buffer.alloc(LENGTH_BYTES);
  length.writeUInt32BE(json.length);
  return Buffer.concat([WARNINGS_MARK, length, json, image]);
}

/** The image and its warnings; an entry without warnings (as every one was before) is the image. */
export function unpackCachedImage(cached: Buffer): ServedImage {
  if (!cached.subarray(0, WARNINGS_MARK.length).equals(WARNINGS_MARK)) return { image: cached, warnings: [] };
  const start = WARNINGS_MARK.length + LENGTH_BYTES;
  const end = start + cached.readUInt32BE(WARNINGS_MARK.length);
  return {
    warnings: JSON.parse(cached.subarray(start, end).toString('utf8')) as ResourceWarning[],
    image: cached.subarray(end),
  };
}
