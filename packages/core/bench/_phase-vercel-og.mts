import { writeFileSync } from 'node:fs';
import { ImageResponse } from '@vercel/og';
import { peerCardTree } from '../test/fixtures/og-peer-tree.ts';
import { INTER_FONTS } from './_inter-fonts.mjs';
import { OG_WARM_UP_RENDERS, variedOgCard } from './_og-card.mjs';
import { timeRuns } from './_stats.mjs';

/*
 * Child process (run through tsx): the same card, fonts loaded once, rendered by
 * @vercel/og 0.11 (its own satori, resvg compiled to WebAssembly) and read to the end.
 * The flat variant (background colour only, no glow) is measured too, for reference.
 */
const runs = Number(process.env.BENCH_RUNS ?? 30);
const fonts = INTER_FONTS;
const renderer = (element: unknown) => async () => {
  const response = new ImageResponse(element as never, { width: 1200, height: 630, fonts });
  return Buffer.from(await response.arrayBuffer());
};
// A new title every render, as glyphcast's phase draws.
let round = 0;
const card = () => renderer(peerCardTree(true, variedOgCard(round++)))();
const flat = () => renderer(peerCardTree(false, variedOgCard(round++)))();
if (process.env.OG_SAMPLES)
  writeFileSync(`${process.env.OG_SAMPLES}/vercel-og.png`, await renderer(peerCardTree(true))());
for (let index = 0; index < OG_WARM_UP_RENDERS; index++) await card();
const png = await timeRuns(runs, card);
for (let index = 0; index < OG_WARM_UP_RENDERS; index++) await flat();
const flatPng = await timeRuns(runs, flat);
process.stdout.write(JSON.stringify({ png, flatPng, peakRss: process.resourceUsage().maxRSS * 1024 }));
