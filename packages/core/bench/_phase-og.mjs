import { writeFileSync } from 'node:fs';
import { configureRendering, renderOgWithInfo } from '../dist/index.js';
import { OG_CARD, OG_CODE_CARD, OG_WARM_UP_RENDERS } from './_og-card.mjs';
import { timeRuns } from './_stats.mjs';

/** Child process: glyphcast's OG card (`code`: the code template's), one at a time on the calling thread. */
const runs = Number(process.env.BENCH_RUNS ?? 30);
const card = process.argv[2] === 'code' ? OG_CODE_CARD : OG_CARD;
await configureRendering({ threads: 0 });
const first = await renderOgWithInfo(card);
if (process.env.OG_SAMPLES && card === OG_CARD) writeFileSync(`${process.env.OG_SAMPLES}/glyphcast.png`, first.image);
for (let index = 0; index < OG_WARM_UP_RENDERS; index++) await renderOgWithInfo(card);
const png = await timeRuns(runs, () => renderOgWithInfo(card));
process.stdout.write(JSON.stringify({ png, peakRss: process.resourceUsage().maxRSS * 1024 }));
