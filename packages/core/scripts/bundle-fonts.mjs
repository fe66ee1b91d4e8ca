/*
 * Copies the font files glyphcast draws with into `fonts/`, which the package ships: only the
 * weights and styles drawn (the npm font packages hold nine weights each, 96 MB for Noto Sans
 * SC alone), so the font packages are build-time dependencies and never reach a user's install.
 * The fallback faces (every script beyond Latin, Greek and Cyrillic, and symbols) are stored
 * brotli-compressed (`.ttf.br`, 45% of the TTF for the CJK faces) and unpacked in memory on first
 * use; JetBrains Mono and Inter stay plain TTF, read by path on every card.
 * Runs as the first step of `pnpm build`.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { compressFont } from './compress-font.mjs';
import { writeFontFacts } from './font-facts.mjs';

const require = createRequire(import.meta.url);

const PLAIN = [
  '@expo-google-fonts/jetbrains-mono/400Regular/JetBrainsMono_400Regular.ttf',
  '@expo-google-fonts/jetbrains-mono/700Bold/JetBrainsMono_700Bold.ttf',
  '@expo-google-fonts/jetbrains-mono/400Regular_Italic/JetBrainsMono_400Regular_Italic.ttf',
  '@expo-google-fonts/jetbrains-mono/700Bold_Italic/JetBrainsMono_700Bold_Italic.ttf',
  '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
];

/** Every fallback face `src/assets/fallback-fonts.ts` names (CJK faces in one weight only). */
const COMPRESSED = [
  'noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  'noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  ...[
    ['noto-sans-arabic', 'NotoSansArabic'],
    ['noto-sans-hebrew', 'NotoSansHebrew'],
    ['noto-sans-devanagari', 'NotoSansDevanagari'],
    ['noto-sans-bengali', 'NotoSansBengali'],
    ['noto-sans-tamil', 'NotoSansTamil'],
    ['noto-sans-thai', 'NotoSansThai'],
    ['noto-sans-armenian', 'NotoSansArmenian'],
    ['noto-sans-georgian', 'NotoSansGeorgian'],
    ['noto-sans-ethiopic', 'NotoSansEthiopic'],
    ['noto-sans-symbols', 'NotoSansSymbols'],
  ].flatMap(([family, file]) => [
    `${family}/400Regular/${file}_400Regular.ttf`,
    `${family}/700Bold/${file}_700Bold.ttf`,
  ]),
  'noto-sans-symbols-2/400Regular/NotoSansSymbols2_400Regular.ttf',
  'noto-sans-math/400Regular/NotoSansMath_400Regular.ttf',
].map((path) => `@expo-google-fonts/${path}`);

const target = join(import.meta.dirname, '..', 'fonts');
mkdirSync(target, { recursive: true });

/** The OFL travels with each font: its family's licence text beside the file. */
function copyLicence(source) {
  const family = source.split('/').slice(0, 2).join('/');
  copyFileSync(require.resolve(`${family}/LICENSE_FONT`), join(target, `${family.split('/')[1]}.LICENSE.txt`));
}

for (const source of PLAIN) {
  copyFileSync(require.resolve(source), join(target, basename(source)));
  copyLicence(source);
}

// Compressing at quality 11 takes ~40 s in all: a file newer than its source is kept.
await Promise.all(
  COMPRESSED.map(async (source) => {
    copyLicence(source);
    await compressFont(require.resolve(source), join(target, `${basename(source)}.br`));
  }),
);
await writeFontFacts(
  {
    plain: PLAIN.map((source) => require.resolve(source)),
    compressed: COMPRESSED.map((source) => require.resolve(source)),
  },
  join(target, 'faces.json'),
);
console.log(`bundle-fonts: ${PLAIN.length} TTF and ${COMPRESSED.length} compressed files in fonts/`);
