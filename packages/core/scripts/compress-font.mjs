import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/**
 * Writes a font file brotli-compressed (`.ttf.br`), as the core's fallback faces and
 * @glyphcast/fonts-cjk ship them, at quality 11 (slow: a file newer than its source is kept).
 * Written whole or not at all: an interrupted build leaves no truncated font behind.
 */
export async function compressFont(from, to) {
  if (existsSync(to) && statSync(to).mtimeMs >= statSync(from).mtimeMs) return;
  const data = readFileSync(from);
  const packed = await compress(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${to}.tmp`, packed);
  renameSync(`${to}.tmp`, to);
}
