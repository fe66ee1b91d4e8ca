import { join } from 'node:path';
import { mb, printStats, runPhase } from './_stats.mjs';

/*
 * `pnpm bench` (second part): the `article` OG card with title, subtitle and author, rendered by
 * glyphcast and, in the same run, by @vercel/og 0.11. Each in a fresh child process.
 */

console.log('\nglyphcast bench: Open Graph `article` card, 1200×630 png');
const ours = runPhase([join(import.meta.dirname, '_phase-og.mjs')]);
printStats('  glyphcast renderOg', ours.png, `peak RSS ${mb(ours.peakRss)}`);
const vercel = runPhase(['--import', 'tsx', join(import.meta.dirname, '_phase-vercel-og.mts')]);
printStats('  @vercel/og 0.11 ImageResponse, same card', vercel.png, `peak RSS ${mb(vercel.peakRss)}`);
printStats('  @vercel/og, flat background (no glow)', vercel.flatPng);
console.log(
  `\nglyphcast renderOg vs @vercel/og (medians, this run): ${(vercel.png.median / ours.png.median).toFixed(1)}× faster than the same card, ` +
    `${(vercel.flatPng.median / ours.png.median).toFixed(1)}× faster than the card without its glow`,
);
