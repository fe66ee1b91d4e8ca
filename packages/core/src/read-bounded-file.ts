import { constants } from 'node:fs';
import { open } from 'node:fs/promises';

/*
 * Files named by a caller (the CLI's inputs, the library's local fonts and pictures) are read
 * with a bound: only regular files (a link to /dev/zero would be read until memory ran out, a
 * FIFO would wait forever), and never more bytes than the input may have, so an oversized file
 * is refused after reading its limit.
 */

/** Why a file could not be read: the message names it, for the caller to put in its own error. */
export class UnreadableFile extends Error {}

/**
 * A regular file's bytes, at most `maxBytes` of them (else an `UnreadableFile` naming the
 * limit). `what` names the file in messages (`--font brand.ttf`, the path itself).
 */
export async function readBoundedFile(path: string, maxBytes: number, what = path): Promise<Buffer> {
  // Non-blocking: opening a FIFO for reading would otherwise wait for a writer.
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK).catch((error: NodeJS.ErrnoException) => {
    throw new UnreadableFile(
      error.code === 'ENOENT' ? `no such file: ${what}` : `cannot read ${what}: ${error.message}`,
    );
  });
  try {
    const stats = await handle.stat();
    if (stats.isDirectory()) throw new UnreadableFile(`${what} is a folder, not a file`);
    if (!stats.isFile()) throw new UnreadableFile(`${what} is not a regular file`);
    if (stats.size > maxBytes) throw new UnreadableFile(`${what} is larger than ${maxBytes} bytes`);
    // Read to the bound (and one byte past it): a file that grows while read is caught too.
    const buffer = Buffer.alloc(Math.min(stats.size, maxBytes) + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > maxBytes) throw new UnreadableFile(`${what} is larger than ${maxBytes} bytes`);
    return buffer.subarray(0, length);
  } finally {
    await handle.close();
  }
}
