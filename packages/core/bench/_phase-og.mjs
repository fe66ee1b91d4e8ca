import { writeFileSync } from 'node:fs';
import { configureRendering, renderOgWithInfo } from '../dist/index.js';
import { OG_CARD, OG_WARM_UP_RENDERS } from './_og-card.mjs';
import { timeRuns } from './_stats.mjs';

/** Child process: glyphcast's OG card, one at a time on the calling thread. */
const runs = Number(process.env.BENCH_RUNS ?? 30);
await configureRendering({ threads: 0 });
const first = await renderOgWithInfo(OG_CARD);
if (process.env.OG_SAMPLES) writeFileSync(`${process.env.OG_SAMPLES}/glyphcast.png`, first.image);
for (let index = 0; index < OG_WARM_UP_RENDERS; index++) await renderOgWithInfo(OG_CARD);
const png = await timeRuns(runs, () => renderOgWithInfo(OG_CARD));
process.stdout.write(JSON.stringify({ png, peakRss: process.resourceUsage().maxRSS * 1024 }));
