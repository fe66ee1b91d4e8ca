import { writeFileSync } from 'node:fs';
import { ImageResponse } from '@vercel/og';
import { peerCardTree } from '../test/fixtures/og-peer-tree.ts';
import { INTER_FONTS } from './_inter-fonts.mjs';
import { OG_WARM_UP_RENDERS } from './_og-card.mjs';
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
const sameCard = renderer(peerCardTree(true));
const flat = renderer(peerCardTree(false));
if (process.env.OG_SAMPLES) writeFileSync(`${process.env.OG_SAMPLES}/vercel-og.png`, await sameCard());
for (let index = 0; index < OG_WARM_UP_RENDERS; index++) await sameCard();
const png = await timeRuns(runs, sameCard);
for (let index = 0; index < OG_WARM_UP_RENDERS; index++) await flat();
const flatPng = await timeRuns(runs, flat);
process.stdout.write(JSON.stringify({ png, flatPng, peakRss: process.resourceUsage().maxRSS * 1024 }));
