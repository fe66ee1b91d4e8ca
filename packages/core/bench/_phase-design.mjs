import { configureRendering, renderElement } from '../dist/index.js';
import { timeCorpus } from './_design-corpus.mjs';
import { summarize } from './_stats.mjs';

/* Child process: the design corpus drawn by glyphcast's renderElement (the built package). */
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
// Timed on the calling thread, as the peers run: no pool hand-off in the figure.
await configureRendering({ threads: 0 });
const times = await timeCorpus(rounds, (design, tree) =>
  renderElement(tree, { width: design.width, height: design.height }),
);
process.stdout.write(JSON.stringify({ png: summarize(times), peakRss: process.resourceUsage().maxRSS * 1024 }));
