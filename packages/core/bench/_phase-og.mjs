import { writeFileSync } from 'node:fs';
import { configureRendering, renderOgWithInfo } from '../dist/index.js';
import { OG_CARD, OG_CODE_CARD, OG_WARM_UP_RENDERS, variedOgCard } from './_og-card.mjs';
import { timeRuns } from './_stats.mjs';

/**
 * Child process: glyphcast's OG card (`code`: the code template's), one at a time on the
 * calling thread, a new title every render.
 */
const runs = Number(process.env.BENCH_RUNS ?? 30);
const code = process.argv[2] === 'code';
let round = 0;
const next = () => variedOgCard(round++, code ? OG_CODE_CARD : OG_CARD);
await configureRendering({ threads: 0 });
const first = await renderOgWithInfo(code ? OG_CODE_CARD : OG_CARD);
if (process.env.OG_SAMPLES && !code) writeFileSync(`${process.env.OG_SAMPLES}/glyphcast.png`, first.image);
for (let index = 0; index < OG_WARM_UP_RENDERS; index++) await renderOgWithInfo(next());
const png = await timeRuns(runs, () => renderOgWithInfo(next()));
process.stdout.write(JSON.stringify({ png, peakRss: process.resourceUsage().maxRSS * 1024 }));
