import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Renderer } from '@takumi-rs/core';
import { fromJsx } from '@takumi-rs/helpers/jsx';
import { timeCorpus } from './_design-corpus.mjs';
import { summarize } from './_stats.mjs';

/* Child process: the design corpus drawn by takumi 2.16, Inter registered once, PNG out. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const require = createRequire(import.meta.url);
const renderer = new Renderer();
for (const style of ['400Regular', '700Bold']) {
  await renderer.registerFont(readFileSync(require.resolve(`@expo-google-fonts/inter/${style}/Inter_${style}.ttf`)));
}
const times = await timeCorpus(rounds, async (design, tree) => {
  const { node, css } = await fromJsx(tree);
  return renderer.render(node, { width: design.width, height: design.height, format: 'png', css });
});
process.stdout.write(JSON.stringify({ png: summarize(times), peakRss: process.resourceUsage().maxRSS * 1024 }));
