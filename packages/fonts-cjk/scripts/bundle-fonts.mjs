/*
 * Copies the regional CJK faces into `fonts/`, brotli-compressed as @glyphcast/core stores its
 * own fallback faces: Noto Sans JP and Noto Sans TC, regular weight (bold is emboldened, as
 * for the core's Simplified Chinese and Korean faces). The font packages (nine weights each)
 * are build-time dependencies and never reach a user's install.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
// The core's build script: both packages store their faces the same way (a workspace build).
import { compressFont } from '../../core/scripts/compress-font.mjs';
import { writeFontFacts } from '../../core/scripts/font-facts.mjs';

const require = createRequire(import.meta.url);

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
    await compressFont(from, join(target, `${basename(source)}.br`));
  }),
);
await writeFontFacts(
  { plain: [], compressed: FACES.map((source) => require.resolve(source)) },
  join(target, 'faces.json'),
);
console.log(`bundle-fonts: ${FACES.length} regional CJK faces in fonts/`);
