/*
 * Copies the regional CJK faces into `fonts/`, brotli-compressed as @glyphcast/core stores its
 * own fallback faces: Noto Sans JP and Noto Sans TC, regular weight (bold is emboldened, as
 * for the core's Simplified Chinese and Korean faces). The font packages (nine weights each)
 * are build-time dependencies and never reach a user's install.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const require = createRequire(import.meta.url);
const compress = promisify(brotliCompress);

const FACES = [
  '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  '@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf',
];

const target = join(import.meta.dirname, '..', 'fonts');
mkdirSync(target, { recursive: true });

await Promise.all(
  FACES.map(async (source) => {
    const from = require.resolve(source);
    const family = source.split('/').slice(0, 2).join('/');
    copyFileSync(require.resolve(`${family}/LICENSE_FONT`), join(target, `${family.split('/')[1]}.LICENSE.txt`));
    const to = join(target, `${basename(source)}.br`);
    // Compressing at quality 11 takes a while: a file newer than its source is kept.
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
  }),
);
console.log(`bundle-fonts: ${FACES.length} regional CJK faces in fonts/`);
