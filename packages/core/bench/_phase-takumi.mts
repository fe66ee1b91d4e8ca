import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Renderer } from '@takumi-rs/core';
import { fromJsx } from '@takumi-rs/helpers/jsx';
import { peerCardTree } from '../test/fixtures/og-peer-tree.ts';
import { OG_WARM_UP_RENDERS, variedOgCard } from './_og-card.mjs';
import { timeRuns } from './_stats.mjs';

/*
 * Child process (run through tsx): the same card rendered by takumi (@takumi-rs/core, Rust
 * layout and raster behind Node bindings), fonts registered once, PNG out.
 */
const runs = Number(process.env.BENCH_RUNS ?? 30);
const require = createRequire(import.meta.url);
const renderer = new Renderer();
for (const style of ['400Regular', '700Bold']) {
  await renderer.registerFont(readFileSync(require.resolve(`@expo-google-fonts/inter/${style}/Inter_${style}.ttf`)));
}
const draw = async (tree: unknown) => {
  const { node, css } = await fromJsx(tree as never);
  return renderer.render(node, { width: 1200, height: 630, format: 'png', css });
};
// A new title every render, as glyphcast's phase draws: the tree is made from it each time.
let round = 0;
const render = () => draw(peerCardTree(true, variedOgCard(round++)));
if (process.env.OG_SAMPLES) writeFileSync(`${process.env.OG_SAMPLES}/takumi.png`, await draw(peerCardTree(true)));
for (let index = 0; index < OG_WARM_UP_RENDERS; index++) await render();
const png = await timeRuns(runs, render);
process.stdout.write(JSON.stringify({ png, peakRss: process.resourceUsage().maxRSS * 1024 }));
