import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { timeCorpus } from './_design-corpus.mjs';
import { INTER_FONTS } from './_inter-fonts.mjs';
import { summarize } from './_stats.mjs';

/*
 * Child process: the design corpus drawn by satori 0.63 + resvg-js (native), fonts loaded
 * once, PNG out: the pipeline @vercel/og wraps, with the native rasteriser.
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const fonts = INTER_FONTS;
const times = await timeCorpus(rounds, async (design, tree) => {
  const svg = await satori(tree, { width: design.width, height: design.height, fonts });
  return new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: 'off' }).render().asPng();
});
process.stdout.write(JSON.stringify({ png: summarize(times), peakRss: process.resourceUsage().maxRSS * 1024 }));
