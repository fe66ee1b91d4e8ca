import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { generateSite, writePost, writeRoute } from './_generate-site.mjs';

/*
 * `pnpm bench` (site build): a generated Astro blog of 1,000 posts built with each page's
 * og:image drawn by @glyphcast/astro and, in the same run, by astro-og-canvas; each cold (no
 * image cache, no Astro cache) and again after one post's title changed; the pages alone
 * measured too, so the images' own cost shows. Each build is a fresh `astro build` process.
 */

const PAGES = Number(process.env.BENCH_PAGES ?? 1000);
const root = join(import.meta.dirname, '.work', 'site');
const astro = join(import.meta.dirname, 'node_modules', 'astro', 'astro.js');
const rssFile = join(import.meta.dirname, '.work', 'rss');

function build(renderer) {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', join(import.meta.dirname, '_report-rss.mjs'), astro, 'build'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, OG: renderer, BENCH_RSS_FILE: rssFile, ASTRO_TELEMETRY_DISABLED: '1' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`astro build (${renderer}) failed:\n${result.stdout}\n${result.stderr}`);
  return { seconds, rss: Number(readFileSync(rssFile, 'utf8')) };
}

function clearCaches() {
  for (const folder of ['node_modules', 'dist']) rmSync(join(root, folder), { recursive: true, force: true });
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const line = (label, { seconds, rss }, extra = '') =>
  console.log(`  ${label.padEnd(44)} ${seconds.toFixed(1).padStart(6)} s   peak RSS ${mb(rss).padStart(7)}${extra}`);

console.log(`\nglyphcast bench: an Astro site of ${PAGES} posts, an og:image each (1200×630 PNG)`);
generateSite(root, PAGES);
writeRoute(root, 'none');
clearCaches();
const pagesOnly = build('none');
line('the pages alone (no og route)', pagesOnly);

const results = {};
for (const renderer of ['glyphcast', 'astro-og-canvas']) {
  generateSite(root, PAGES);
  writeRoute(root, renderer);
  clearCaches();
  const cold = build(renderer);
  line(`${renderer}: cold`, cold, `   images ${(cold.seconds - pagesOnly.seconds).toFixed(1)} s`);
  writePost(root, 7, ' (changed)');
  const warm = build(renderer);
  line(`${renderer}: one post changed`, warm, `   beyond the pages ${(warm.seconds - pagesOnly.seconds).toFixed(1)} s`);
  results[renderer] = { cold, warm };
}
const ours = results.glyphcast;
const theirs = results['astro-og-canvas'];
console.log(
  `\n@glyphcast/astro (this run): cold build ${(theirs.cold.seconds / ours.cold.seconds).toFixed(2)}× faster than astro-og-canvas ` +
    `(images alone: ${((theirs.cold.seconds - pagesOnly.seconds) / (ours.cold.seconds - pagesOnly.seconds)).toFixed(1)}×), ` +
    `rebuild after one change ${(theirs.warm.seconds / ours.warm.seconds).toFixed(2)}×; ` +
    `the rebuild's cost beyond the pages alone: ${(ours.warm.seconds - pagesOnly.seconds).toFixed(1)} s`,
);
// BENCH_KEEP=1 leaves the last site and its images in .work/ to look at.
if (!process.env.BENCH_KEEP) rmSync(join(import.meta.dirname, '.work'), { recursive: true, force: true });
