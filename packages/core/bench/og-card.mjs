import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { mb, ms } from './_stats.mjs';

/*
 * `pnpm bench` (second part): the `article` OG card with title, subtitle and author, rendered by
 * glyphcast and, in the same run, by @vercel/og 0.11. Each in a fresh child process.
 */

function phase(args) {
  const output = execFileSync(process.execPath, args, {
    cwd: join(import.meta.dirname, '..'),
    env: process.env,
    maxBuffer: 1 << 20,
  });
  return JSON.parse(output.toString('utf8'));
}

const line = (name, stats, extra = '') =>
  console.log(
    `${name.padEnd(50)} median ${ms(stats.median).padStart(9)}   p95 ${ms(stats.p95).padStart(9)}   ${extra}`,
  );

console.log('\nglyphcast bench: Open Graph `article` card, 1200×630 png');
const ours = phase([join(import.meta.dirname, '_phase-og.mjs')]);
line('  glyphcast renderOg', ours.png, `peak RSS ${mb(ours.peakRss)}`);
const vercel = phase(['--import', 'tsx', join(import.meta.dirname, '_phase-vercel-og.mts')]);
line('  @vercel/og 0.11 ImageResponse', vercel.png, `peak RSS ${mb(vercel.peakRss)}`);
console.log(
  `\nglyphcast renderOg vs @vercel/og (medians, this run): ${(vercel.png.median / ours.png.median).toFixed(1)}× faster`,
);
