import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ImageResponse } from '@vercel/og';
import { timeCorpus } from './_design-corpus.mts';
import { summarize } from './_stats.mjs';

/* Child process: the design corpus drawn by @vercel/og 0.11 (its satori, resvg in WebAssembly). */
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const require = createRequire(import.meta.url);
const fonts = (['400Regular', '700Bold'] as const).map((style) => ({
  name: 'Inter',
  data: readFileSync(require.resolve(`@expo-google-fonts/inter/${style}/Inter_${style}.ttf`)),
  weight: style === '400Regular' ? (400 as const) : (700 as const),
  style: 'normal' as const,
}));
const times = await timeCorpus(rounds, async (design, tree) => {
  const response = new ImageResponse(tree as never, { width: design.width, height: design.height, fonts });
  return Buffer.from(await response.arrayBuffer());
});
process.stdout.write(JSON.stringify({ png: summarize(times), peakRss: process.resourceUsage().maxRSS * 1024 }));
