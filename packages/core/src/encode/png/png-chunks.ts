import { crc32 } from 'node:zlib';

/* The parts of a PNG file around its pixel rows: signature, chunks with their CRC. */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const COLOR_TYPE = { rgb: 2, palette: 3, rgba: 6 } as const;

export function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, tail]);
}

/** A colour channel as PNG stores it (straight), from the canvas's premultiplied value. */
export function straightChannel(channel: number, alpha: number): number {
  return alpha === 255 ? channel : alpha === 0 ? 0 : Math.min(255, Math.round((channel * 255) / alpha));
}

export function headerChunk(width: number, height: number, colorType: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8; // bits per channel or index
  data[9] = colorType;
  return chunk('IHDR', data); // compression, filter and interlace methods: 0
}

/** The file: header, the chunks before the pixels (a palette), the compressed rows, the end. */
export function pngFile(header: Buffer, before: readonly Buffer[], compressed: Buffer): Buffer {
  return Buffer.concat([PNG_SIGNATURE, header, ...before, chunk('IDAT', compressed), chunk('IEND', Buffer.alloc(0))]);
}
