import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Renderer } from '@takumi-rs/core';
import { fromJsx } from '@takumi-rs/helpers/jsx';
import { peerCardTree } from '../test/fixtures/og-peer-tree.ts';
import { OG_WARM_UP_RENDERS } from './_og-card.mjs';
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
const { node, css } = await fromJsx(peerCardTree(true) as never);
const render = () => renderer.render(node, { width: 1200, height: 630, format: 'png', css });
if (process.env.OG_SAMPLES) writeFileSync(`${process.env.OG_SAMPLES}/takumi.png`, await render());
for (let index = 0; index < OG_WARM_UP_RENDERS; index++) await render();
const png = await timeRuns(runs, render);
process.stdout.write(JSON.stringify({ png, peakRss: process.resourceUsage().maxRSS * 1024 }));
