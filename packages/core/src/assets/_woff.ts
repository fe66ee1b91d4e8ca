import { inflateSync } from 'node:zlib';

/**
 * Unwraps a WOFF 1.0 font into the plain TrueType/OpenType (sfnt) file it packs: resvg reads
 * no WOFF. WOFF is the sfnt's tables, each zlib-compressed unless that saved nothing
 * (W3C WOFF 1.0 §4–§5); this rebuilds the sfnt header and table directory around them.
 */
export function unwrapWoff(woff: Buffer): Buffer {
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let index = 0; index < numTables; index++) {
    const entry = 44 + index * 20;
    const tag = woff.readUInt32BE(entry);
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const originalLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const stored = woff.subarray(offset, offset + compressedLength);
    const data = compressedLength < originalLength ? inflateSync(stored) : stored;
    if (data.length !== originalLength) throw new Error('a WOFF table has the wrong length');
    tables.push({ tag, checksum, data });
  }
  const directoryLength = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), directoryLength);
  const sfnt = Buffer.alloc(total);
  const searchRange = 2 ** Math.floor(Math.log2(numTables)) * 16;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(Math.floor(Math.log2(numTables)), 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = directoryLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
