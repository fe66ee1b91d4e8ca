import { createRequire } from 'node:module';

/*
 * Fonts ship inside npm packages as TTF (resvg reads no WOFF). They are handed to resvg by
 * path, with the system font scan switched off: the image never depends on the host's fonts.
 */

const require = createRequire(import.meta.url);

/** JetBrains Mono (SIL Open Font License 1.1): the code font, in its four styles. */
export const MONO_FAMILY = 'JetBrains Mono';
export const MONO_FONT_FILES = [
  '400Regular/JetBrainsMono_400Regular.ttf',
  '700Bold/JetBrainsMono_700Bold.ttf',
  '400Regular_Italic/JetBrainsMono_400Regular_Italic.ttf',
  '700Bold_Italic/JetBrainsMono_700Bold_Italic.ttf',
].map((file) => require.resolve(`@expo-google-fonts/jetbrains-mono/${file}`));

/**
 * Noto Sans SC (SIL Open Font License 1.1): Chinese, Japanese kana and other wide characters.
 * It is 10 MB, so it is only loaded for code that has wide characters in it.
 */
export const CJK_FAMILY = 'Noto Sans SC';
export const CJK_FONT_FILE = require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
