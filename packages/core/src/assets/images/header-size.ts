/**
 * The pixel size a PNG or GIF declares in its header (PNG's IHDR, GIF's logical screen), read
 * without decoding; undefined when the header is cut short or declares no size.
 */
export function headerSize(bytes: Buffer, format: 'png' | 'gif'): { width: number; height: number } | undefined {
  if (format === 'png') {
    // Signature (8), IHDR's length and type (8), then width and height, big-endian.
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
    const size = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    return size.width > 0 && size.height > 0 ? size : undefined;
  }
  if (bytes.length < 10) return undefined;
  const size = { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  return size.width > 0 && size.height > 0 ? size : undefined;
}
