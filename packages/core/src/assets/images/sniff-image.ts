/** Image formats an avatar or logo may be in, told by their bytes. */
type SniffedFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'heif' | 'svg';

const startsWith = (bytes: Buffer, text: string, at = 0) =>
  bytes.subarray(at, at + text.length).toString('latin1') === text;

/**
 * The format of image bytes by their magic numbers, never by a declared type; an SVG is text
 * with an `<svg` element near its start (after any XML declaration, comments or DOCTYPE).
 * Anything else is undefined, and no decoder ever sees it.
 */
export function sniffImage(bytes: Buffer): SniffedFormat | undefined {
  if (startsWith(bytes, '\x89PNG\r\n\x1a\n')) return 'png';
  if (startsWith(bytes, '\xff\xd8\xff')) return 'jpeg';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'gif';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'webp';
  // AVIF and HEIC are ISO media files: a `ftyp` box first.
  if (startsWith(bytes, 'ftyp', 4)) return 'heif';
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('<') && /<svg[\s>/]/.test(head)) return 'svg';
  return undefined;
}
