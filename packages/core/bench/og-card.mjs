import { join } from 'node:path';
import { mb, printStats, runPhase } from './_stats.mjs';

/*
 * `pnpm bench` (second part): the `article` OG card with title, subtitle and author, rendered by
 * glyphcast and, in the same run, by takumi 2.16 and @vercel/og 0.11 drawing the same card.
 * Each in a fresh child process, so each peak RSS is that renderer's own.
 */

console.log(
  "\nglyphcast bench: Open Graph `article` card, 1200×630 png, a new title every render (as a site's pages bring)",
);
const ours = runPhase([join(import.meta.dirname, '_phase-og.mjs')]);
printStats('  glyphcast renderOg', ours.png, `peak RSS ${mb(ours.peakRss)}`);
const takumi = runPhase(['--import', 'tsx', join(import.meta.dirname, '_phase-takumi.mts')]);
printStats('  takumi 2.16 Renderer.render, same cards', takumi.png, `peak RSS ${mb(takumi.peakRss)}`);
const vercel = runPhase(['--import', 'tsx', join(import.meta.dirname, '_phase-vercel-og.mts')]);
printStats('  @vercel/og 0.11 ImageResponse, same cards', vercel.png, `peak RSS ${mb(vercel.peakRss)}`);
printStats('  @vercel/og, flat background (no glow)', vercel.flatPng);
const code = runPhase([join(import.meta.dirname, '_phase-og.mjs'), 'code']);
printStats('  glyphcast renderOg, `code` template (no peer)', code.png, `peak RSS ${mb(code.peakRss)}`);
const ratio = (ours.png.median / takumi.png.median).toFixed(2);
const tails = (ours.png.p95 / takumi.png.p95).toFixed(2);
console.log(
  `\nglyphcast renderOg (this run): median ${ratio}× takumi's (target ≤ 0.60), p95 ${tails}× takumi's (target ≤ 1.00), ` +
    `${(vercel.png.median / ours.png.median).toFixed(1)}× faster than @vercel/og; ` +
    `peak RSS ${mb(ours.peakRss)} (target ≤ 110 MB) vs takumi ${mb(takumi.peakRss)}`,
);
