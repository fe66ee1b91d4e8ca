import { readBoundedFile, UnreadableFile } from '../read-bounded-file.js';
import { UsageError } from './usage-error.js';

/** The most bytes `characters` characters of UTF-8 take. */
export const utf8Bytes = (characters: number) => characters * 4;

/**
 * A file named on the command line, read with a bound (see read-bounded-file.ts); what cannot
 * be read is a usage error. `what` names the input in messages (`--font brand.ttf`).
 */
export async function readInputFile(path: string, maxBytes: number, what = path): Promise<Buffer> {
  return readBoundedFile(path, maxBytes, what).catch((error: unknown) => {
    throw error instanceof UnreadableFile ? new UsageError(error.message) : error;
  });
}
