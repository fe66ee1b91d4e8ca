/*
 * Copies the font files glyphcast draws with into `fonts/`, which the package ships: only the
 * weights and styles drawn (the npm font packages hold nine weights each, 96 MB for Noto Sans
 * SC alone), so the font packages are build-time dependencies and never reach a user's install.
 * Runs as the first step of `pnpm build`.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Every file `src/assets/fonts.ts` names, from the package that holds it (all SIL OFL 1.1). */
const SOURCES = [
  '@expo-google-fonts/jetbrains-mono/400Regular/JetBrainsMono_400Regular.ttf',
  '@expo-google-fonts/jetbrains-mono/700Bold/JetBrainsMono_700Bold.ttf',
  '@expo-google-fonts/jetbrains-mono/400Regular_Italic/JetBrainsMono_400Regular_Italic.ttf',
  '@expo-google-fonts/jetbrains-mono/700Bold_Italic/JetBrainsMono_700Bold_Italic.ttf',
  '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
  '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf',
];

const target = join(import.meta.dirname, '..', 'fonts');
mkdirSync(target, { recursive: true });
for (const source of SOURCES) {
  copyFileSync(require.resolve(source), join(target, basename(source)));
  // The OFL travels with each font: its family's licence text beside the file.
  const family = source.split('/').slice(0, 2).join('/');
  copyFileSync(require.resolve(`${family}/LICENSE_FONT`), join(target, `${family.split('/')[1]}.LICENSE.txt`));
}
console.log(`bundle-fonts: ${SOURCES.length} files in fonts/`);
