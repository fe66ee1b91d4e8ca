import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/* Inter regular and bold as satori and @vercel/og take fonts, read once per process. */

const require = createRequire(import.meta.url);

export const INTER_FONTS = ['400Regular', '700Bold'].map((style) => ({
  name: 'Inter',
  data: readFileSync(require.resolve(`@expo-google-fonts/inter/${style}/Inter_${style}.ttf`)),
  weight: style === '400Regular' ? 400 : 700,
  style: 'normal',
}));
