import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mb, printStats, runPhase } from './_stats.mjs';

/*
 * `pnpm bench` (designs): the corpus of own designs in @vercel/og's styles, each render with new
 * text, drawn by glyphcast's renderElement and, in the same run, by takumi 2.16, satori 0.63 +
 * resvg-js and @vercel/og 0.11 from the same trees. Each renderer in a fresh child process.
 */

// The corpus is TypeScript: written once as JSON, so every renderer runs in plain Node and its
// peak RSS is its own (tsx would add its compiler to each).
const work = mkdtempSync(join(tmpdir(), 'glyphcast-bench-designs-'));
process.env.DESIGNS_JSON = join(work, 'designs.json');
runPhase(['--import', 'tsx', join(import.meta.dirname, '_dump-designs.mts'), process.env.DESIGNS_JSON]);
const phase = (file) => runPhase([join(import.meta.dirname, file)]);
console.log('\nglyphcast bench: own designs (18 corpus designs, new text every render), 1200×630 png');
const ours = phase('_phase-design.mjs');
printStats('  glyphcast renderElement', ours.png, `peak RSS ${mb(ours.peakRss)}`);
const takumi = phase('_phase-design-takumi.mjs');
printStats('  takumi 2.16, same trees', takumi.png, `peak RSS ${mb(takumi.peakRss)}`);
const satori = phase('_phase-design-satori.mjs');
printStats('  satori 0.63 + resvg-js, same trees', satori.png, `peak RSS ${mb(satori.peakRss)}`);
const vercel = phase('_phase-design-vercel-og.mjs');
printStats('  @vercel/og 0.11, same trees', vercel.png, `peak RSS ${mb(vercel.peakRss)}`);
console.log(
  `\nglyphcast renderElement (medians, this run): ${(ours.png.median / takumi.png.median).toFixed(2)}× takumi's time (target ≤ 1.00), ` +
    `${(satori.png.median / ours.png.median).toFixed(1)}× faster than satori + resvg, ` +
    `${(vercel.png.median / ours.png.median).toFixed(1)}× faster than @vercel/og; ` +
    `peak RSS ${mb(ours.peakRss)} (target ≤ 150 MB)`,
);
// Steady state: JIT-compiled code and a process's caches of shaped words and glyphs settle
// over the first ~200 renders of a build or a server; both renderers get 12 untimed rounds.
process.env.BENCH_WARM_ROUNDS = '12';
console.log('\nsteady state (12 untimed rounds of every design first, the same for both):');
const oursWarm = phase('_phase-design.mjs');
printStats('  glyphcast renderElement', oursWarm.png, `peak RSS ${mb(oursWarm.peakRss)}`);
const takumiWarm = phase('_phase-design-takumi.mjs');
printStats('  takumi 2.16, same trees', takumiWarm.png, `peak RSS ${mb(takumiWarm.peakRss)}`);
console.log(
  `glyphcast renderElement, steady state: ${(oursWarm.png.median / takumiWarm.png.median).toFixed(2)}× takumi's time`,
);
rmSync(work, { recursive: true, force: true });
