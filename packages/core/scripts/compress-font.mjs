import { existsSync, readFileSync, statSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants } from 'node:zlib';
import { cacheKey, fromCache, toCache, writeWhole } from './build-cache.mjs';

const compress = promisify(brotliCompress);

const QUALITY = 11;
const WINDOW_BITS = 24;

/**
 * Writes a font file brotli-compressed (`.ttf.br`), as the core's fallback faces and
 * @glyphcast/fonts-cjk ship them, at quality 11 (slow: a file newer than its source is kept,
 * and the machine's build cache is asked before compressing).
 */
export async function compressFont(from, to) {
  if (existsSync(to) && statSync(to).mtimeMs >= statSync(from).mtimeMs) return;
  const data = readFileSync(from);
  const key = cacheKey('font', `${QUALITY} ${WINDOW_BITS}`, data);
  let packed = fromCache(key, 'font.br', (bytes) => brotliDecompressSync(bytes).equals(data));
  if (!packed) {
    packed = await compress(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: WINDOW_BITS,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    toCache(key, 'font.br', packed);
  }
  writeWhole(to, packed);
}
