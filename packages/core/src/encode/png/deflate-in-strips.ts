import { constants, createDeflate, deflateSync, type ZlibOptions } from 'node:zlib';

/*
 * One zlib stream made of independently compressed strips of rows, as pigz does: each strip is
 * deflated on libuv's thread pool while the calling thread prepares the next, so a large card's
 * compression runs on every core instead of one. A strip starts with an empty dictionary
 * (a few hundred bytes more per strip) and ends on a byte boundary (zlib's sync flush), so the
 * pieces join into one valid stream; the checksum of the whole is combined from the strips'.
 */

const ADLER_BASE = 65521;
/**
 * zlib's output comes in pieces of this size, each a round trip between the threads: a card's
 * strip fits in one (zlib's default of 16 kB made a card 2-3x slower to encode).
 */
const OUTPUT_PIECE_BYTES = 256 * 1024;
/** An image is cut into this many strips at least (a core each, and the next written meanwhile). */
const MIN_STRIPS = 4;
/** A strip's rows are at most this large, so a tall image is cut into more strips, not larger ones. */
const STRIP_BYTES = 4 * 1024 * 1024;
/** Strips written but not yet compressed, at most: their memory is all a tall image's rows take. */
export const STRIPS_IN_FLIGHT = 4;
/** What a zlib stream ends with after a sync flush and a finish with no more input. */
const SYNC_MARK = Buffer.from([0x00, 0x00, 0xff, 0xff]);
const EMPTY_FINAL_BLOCK = Buffer.from([0x03, 0x00]);
const HEADER_BYTES = 2;
const TRAILER_BYTES = EMPTY_FINAL_BLOCK.length + 4;

interface CompressedStrip {
  /**
   * The strip's deflate blocks, from after the zlib header to the sync flush's end; the
   * stream's last strip may instead end with the final block itself.
   */
  blocks: Buffer;
  /** Whether the blocks end with the stream's final block: nothing may follow them. */
  final: boolean;
  header: Buffer;
  adler: number;
  length: number;
}

/** adler32 of A followed by B, from adler32(A), adler32(B) and B's length. */
export function combineAdler32(first: number, second: number, secondLength: number): number {
  const firstSum = first & 0xffff;
  const secondSum = second & 0xffff;
  // Every byte of B is counted again in the running sums by A's sum (less the initial 1).
  const sum = (firstSum + secondSum + ADLER_BASE - 1) % ADLER_BASE;
  const shifted = ((secondLength % ADLER_BASE) * ((firstSum + ADLER_BASE - 1) % ADLER_BASE)) % ADLER_BASE;
  const sumOfSums = ((first >>> 16) + (second >>> 16) + shifted) % ADLER_BASE;
  return ((sumOfSums << 16) | sum) >>> 0;
}

/**
 * A strip's parts from its own zlib stream: the header, the blocks up to `blocksEnd`, and the
 * adler32 its trailer ends with.
 */
function stripOfStream(whole: Buffer, blocksEnd: number, length: number, final: boolean): CompressedStrip {
  return {
    header: whole.subarray(0, HEADER_BYTES),
    blocks: whole.subarray(HEADER_BYTES, blocksEnd),
    adler: whole.readUInt32BE(whole.length - 4),
    length,
    final,
  };
}

/** Deflates one strip on the thread pool (its data, a sync flush, an empty finish); undefined if zlib ended it otherwise. */
function compressStrip(strip: Uint8Array, options: ZlibOptions): Promise<CompressedStrip | undefined> {
  return new Promise((resolve) => {
    // The strip's data is compressed and sync-flushed in one trip to the pool, and ended in a
    // second (a flush of its own was a third: 0.1 ms of the calling thread a strip).
    const stream = createDeflate({ ...options, chunkSize: OUTPUT_PIECE_BYTES, flush: constants.Z_SYNC_FLUSH });
    const pieces: Buffer[] = [];
    stream.on('data', (piece: Buffer) => pieces.push(piece));
    stream.on('error', () => resolve(undefined));
    stream.on('end', () => {
      const whole = Buffer.concat(pieces);
      const blocksEnd = whole.length - TRAILER_BYTES;
      const ended =
        whole.subarray(blocksEnd - SYNC_MARK.length, blocksEnd).equals(SYNC_MARK) &&
        whole.subarray(blocksEnd, blocksEnd + EMPTY_FINAL_BLOCK.length).equals(EMPTY_FINAL_BLOCK);
      resolve(ended ? stripOfStream(whole, blocksEnd, strip.length, false) : undefined);
    });
    // Written before the end is asked for, so the strip keeps its sync flush and the finish
    // comes after it, with no data of its own.
    stream.write(strip);
    stream.end();
  });
}

/**
 * Deflates the stream's last strip on the calling thread, ended as a whole stream ends: the
 * thread would only wait for the pool meanwhile, so the last rows take two cores, not one.
 */
function compressLastStripHere(strip: Uint8Array, options: ZlibOptions): CompressedStrip {
  const whole = deflateSync(strip, options);
  // Its blocks run to the checksum: the last of them is the stream's final block.
  return stripOfStream(whole, whole.length - 4, strip.length, true);
}

/** The strips as one zlib stream: the first header, every strip's blocks, a final block, the checksum. */
function joinStrips(strips: readonly CompressedStrip[]): Buffer {
  let adler = 1;
  for (const strip of strips) adler = combineAdler32(adler, strip.adler, strip.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler, 0);
  const header = (strips[0] as CompressedStrip).header;
  const ending = strips.at(-1)?.final ? [] : [EMPTY_FINAL_BLOCK];
  return Buffer.concat([header, ...strips.map((strip) => strip.blocks), ...ending, checksum]);
}

function allCompressed(strips: readonly (CompressedStrip | undefined)[]): strips is CompressedStrip[] {
  return strips.every((strip) => strip !== undefined);
}

/** Rows a strip holds: a quarter of the image at least, so every core gets work, and at most STRIP_BYTES. */
function rowsPerStrip(rowCount: number, stride: number): number {
  return Math.max(1, Math.min(Math.ceil(rowCount / MIN_STRIPS), Math.floor(STRIP_BYTES / stride)));
}

/** Each strip's rows, [fromRow, toRow), top to bottom. */
function* stripRows(rowCount: number, stride: number): Generator<[number, number]> {
  const step = rowsPerStrip(rowCount, stride);
  for (let fromRow = 0; fromRow < rowCount; fromRow += step) yield [fromRow, Math.min(rowCount, fromRow + step)];
}

/** Rows already in memory, compressed in strips in parallel (the last on this thread). */
export async function deflateRowsInStrips(
  rows: Uint8Array,
  rowCount: number,
  stride: number,
  options: ZlibOptions,
): Promise<Buffer> {
  const ranges = [...stripRows(rowCount, stride)];
  const last = ranges.pop() as [number, number];
  const pending = ranges.map(([fromRow, toRow]) =>
    compressStrip(rows.subarray(fromRow * stride, toRow * stride), options),
  );
  const lastStrip = compressLastStripHere(rows.subarray(last[0] * stride, last[1] * stride), options);
  const strips = [...(await Promise.all(pending)), lastStrip];
  return allCompressed(strips) ? joinStrips(strips) : deflateSync(rows, options);
}

/** Buffers for strips being written and compressed, kept for the next image (at most STRIPS_IN_FLIGHT). */
const spareStripBuffers: Buffer[] = [];

/**
 * Strips compressed on the thread pool as they are written, in order: at most
 * STRIPS_IN_FLIGHT exist at once, in recycled buffers, so a tall image's rows never take more
 * than a few megabytes.
 */
export class StripCompressor {
  private readonly pending: Promise<CompressedStrip | undefined>[] = [];

  /**
   * `bufferBytes`: the largest strip's size (every buffer that size, so any spare fits any
   * strip). `inFlight`: strips compressed at once, while the next is written; 1 when the other
   * cores are busy with work of their own, so a strip is written only once the last is done.
   * `slots`: buffers of the caller's to write strips into, taken in turn (at least `inFlight`),
   * rather than recycled ones.
   */
  constructor(
    private readonly bufferBytes: number,
    private readonly options: ZlibOptions,
    private readonly inFlight = STRIPS_IN_FLIGHT,
    private readonly slots?: readonly Buffer[],
  ) {}

  /** A buffer to write the next strip into, once fewer than `inFlight` strips are being compressed. */
  async nextBuffer(): Promise<Buffer> {
    const waitFor = this.pending[this.pending.length - this.inFlight];
    if (waitFor) await waitFor;
    // The slot of the strip `slots.length` back, which is compressed by now.
    if (this.slots) return this.slots[this.pending.length % this.slots.length] as Buffer;
    const index = spareStripBuffers.findIndex((buffer) => buffer.length >= this.bufferBytes);
    if (index < 0) return Buffer.allocUnsafe(this.bufferBytes);
    return spareStripBuffers.splice(index, 1)[0] as Buffer;
  }

  /** Starts compressing the first `bytes` of a buffer from nextBuffer() as the next strip. */
  compress(buffer: Buffer, bytes: number): void {
    const compressing = compressStrip(buffer.subarray(0, bytes), this.options);
    // The caller's slots are its own; recycled buffers go back for the next strip.
    this.pending.push(compressing.finally(() => this.slots || giveBack(buffer)));
  }

  /** Compresses the first `bytes` of a buffer as the stream's last strip, here and now. */
  compressLast(buffer: Buffer, bytes: number): void {
    this.pending.push(Promise.resolve(compressLastStripHere(buffer.subarray(0, bytes), this.options)));
    if (!this.slots) giveBack(buffer);
  }

  /** Waits for the strips started, and drops them (an image begun again in another form). */
  async abandon(): Promise<void> {
    await Promise.all(this.pending);
  }

  /** The strips as one zlib stream; undefined if any strip could not be compressed as one. */
  async finish(): Promise<Buffer | undefined> {
    const strips = await Promise.all(this.pending);
    return allCompressed(strips) ? joinStrips(strips) : undefined;
  }
}

/**
 * Keeps a strip's buffer for the next strip or image. When enough
 * are kept, a larger one replaces the smallest: spares too small for any strip to come would
 * otherwise stay while every strip allocates afresh.
 */
function giveBack(buffer: Buffer): void {
  if (spareStripBuffers.length < STRIPS_IN_FLIGHT) {
    spareStripBuffers.push(buffer);
    return;
  }
  let smallest = 0;
  spareStripBuffers.forEach((spare, index) => {
    if (spare.length < (spareStripBuffers[smallest] as Buffer).length) smallest = index;
  });
  if ((spareStripBuffers[smallest] as Buffer).length < buffer.length) spareStripBuffers[smallest] = buffer;
}

/**
 * Rows written a strip at a time by `write(fromRow, toRow, into)` and compressed while the
 * next is written.
 */
export async function deflateWrittenRows(
  rowCount: number,
  stride: number,
  options: ZlibOptions,
  write: (fromRow: number, toRow: number, into: Uint8Array) => void,
): Promise<Buffer> {
  const compressor = new StripCompressor(rowsPerStrip(rowCount, stride) * stride, options);
  for (const [fromRow, toRow] of stripRows(rowCount, stride)) {
    const buffer = await compressor.nextBuffer();
    write(fromRow, toRow, buffer);
    const bytes = (toRow - fromRow) * stride;
    if (toRow === rowCount) compressor.compressLast(buffer, bytes);
    else compressor.compress(buffer, bytes);
  }
  const joined = await compressor.finish();
  if (joined) return joined;
  const rows = Buffer.allocUnsafe(rowCount * stride);
  write(0, rowCount, rows);
  return deflateSync(rows, options);
}
