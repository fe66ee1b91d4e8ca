import { ImageResponse } from '@vercel/og';
import { timeCorpus } from './_design-corpus.mjs';
import { INTER_FONTS } from './_inter-fonts.mjs';
import { summarize } from './_stats.mjs';

/* Child process: the design corpus drawn by @vercel/og 0.11 (its satori, resvg in WebAssembly). */
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const fonts = INTER_FONTS;
const times = await timeCorpus(rounds, async (design, tree) => {
  const response = new ImageResponse(tree, { width: design.width, height: design.height, fonts });
  return Buffer.from(await response.arrayBuffer());
});
process.stdout.write(JSON.stringify({ png: summarize(times), peakRss: process.resourceUsage().maxRSS * 1024 }));
