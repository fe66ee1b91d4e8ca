import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Renderer } from '@takumi-rs/core';
import { fromJsx } from '@takumi-rs/helpers/jsx';
import { createHighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { codePeerTree } from '../test/fixtures/code-peer-tree.ts';
import { timeRuns, warmUp } from './_stats.mjs';

/*
 * Child process (run through tsx): the benchmark's code card drawn by takumi 2.16 the way its
 * users would: Shiki's tokens (the same engine and theme glyphcast uses) made into an element
 * tree, laid out and rasterised at device pixel ratio 2, PNG out. Each render highlights new
 * code (the file and a last line with the render's number), as glyphcast's phase does.
 */
const runs = Number(process.env.BENCH_RUNS ?? 30);
// glyphcast's image size in pixels (the bench passes it); takumi's width and height are the
// output's pixels, its layout viewport those over the device pixel ratio.
const [width, height] = (process.argv[2] ?? '1802x1988').split(/[x×]/).map(Number) as [number, number];
const DEVICE_PIXEL_RATIO = 2;
const require = createRequire(import.meta.url);
const renderer = new Renderer();
for (const style of ['400Regular', '700Bold', '400Regular_Italic', '700Bold_Italic']) {
  await renderer.registerFont(
    readFileSync(require.resolve(`@expo-google-fonts/jetbrains-mono/${style}/JetBrainsMono_${style}.ttf`)),
  );
}
const highlighter = await createHighlighterCore({
  themes: [import('shiki/themes/vitesse-dark.mjs')],
  langs: [import('shiki/langs/typescript.mjs')],
  engine: createOnigurumaEngine(import('shiki/wasm')),
});
const code = readFileSync(join(import.meta.dirname, '../test/fixtures/server.ts'), 'utf8');
let round = 0;
async function render() {
  const { tokens, bg, fg } = highlighter.codeToTokens(`${code}// render ${round++}\n`, {
    lang: 'typescript',
    theme: 'vitesse-dark',
  });
  const tree = codePeerTree(
    tokens,
    { background: bg ?? '#121212', foreground: fg ?? '#dbd7caee' },
    width / DEVICE_PIXEL_RATIO,
  );
  const { node, css } = await fromJsx(tree as never);
  return renderer.render(node, { width, height, format: 'png', css, devicePixelRatio: DEVICE_PIXEL_RATIO });
}
const first = await render();
if (process.env.CODE_SAMPLES) writeFileSync(`${process.env.CODE_SAMPLES}/takumi-code.png`, first);
await warmUp(render);
const png = await timeRuns(runs, render);
process.stdout.write(
  JSON.stringify({
    png,
    size: `${first.readUInt32BE(16)}×${first.readUInt32BE(20)}`,
    peakRss: process.resourceUsage().maxRSS * 1024,
  }),
);
