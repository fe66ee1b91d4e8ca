import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { timeCorpus } from './_design-corpus.mts';
import { summarize } from './_stats.mjs';

/*
 * Child process: the design corpus drawn by satori 0.63 + resvg-js (native), fonts loaded
 * once, PNG out: the pipeline @vercel/og wraps, with the native rasteriser.
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const require = createRequire(import.meta.url);
const fonts = (['400Regular', '700Bold'] as const).map((style) => ({
  name: 'Inter',
  data: readFileSync(require.resolve(`@expo-google-fonts/inter/${style}/Inter_${style}.ttf`)),
  weight: style === '400Regular' ? (400 as const) : (700 as const),
  style: 'normal' as const,
}));
const times = await timeCorpus(rounds, async (design, tree) => {
  const svg = await satori(tree as never, { width: design.width, height: design.height, fonts });
  return new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: 'off' }).render().asPng();
});
process.stdout.write(JSON.stringify({ png: summarize(times), peakRss: process.resourceUsage().maxRSS * 1024 }));
