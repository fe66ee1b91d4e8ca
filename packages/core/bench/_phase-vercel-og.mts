import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ImageResponse } from '@vercel/og';
import { parseOgOptions } from '../src/cards/og/options.ts';
import { OG_PALETTES } from '../src/cards/og/palette.ts';
import { articleTemplate } from '../src/cards/og/templates.ts';
import { parseHex } from '../src/scene/color.ts';
import { OG_CARD } from './_og-card.mjs';
import { timeRuns } from './_stats.mjs';

/*
 * Child process (run through tsx): the same card, fonts loaded once, rendered by
 * @vercel/og 0.11 (its own satori, resvg compiled to WebAssembly) and read to the end.
 */
const runs = Number(process.env.BENCH_RUNS ?? 30);
const require = createRequire(import.meta.url);
const fonts = [
  {
    name: 'Inter',
    data: readFileSync(require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')),
    weight: 400 as const,
    style: 'normal' as const,
  },
  {
    name: 'Inter',
    data: readFileSync(require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')),
    weight: 700 as const,
    style: 'normal' as const,
  },
];
/** @vercel/og's older satori wants flex on every div with text and knows no line clamp. */
function forOldSatori(node: unknown): unknown {
  if (!node || typeof node !== 'object') return node;
  const element = node as { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
  const style = { ...element.props.style };
  if (style.display === 'block') style.display = 'flex';
  delete style.lineClamp;
  const children = Array.isArray(element.props.children)
    ? element.props.children.map(forOldSatori)
    : forOldSatori(element.props.children);
  return { ...element, props: { ...element.props, style, children } };
}
const params = parseOgOptions(OG_CARD);
const palette = OG_PALETTES[params.theme];
const tree = articleTemplate(params, {});
const [red, green, blue] = parseHex(params.accent);
/*
 * The same card: glyphcast paints the background and the accent glow beneath satori's layer
 * (og-backdrop.ts); with @vercel/og one writes them as CSS, the glow as the radial gradient
 * below. The flat variant (background colour only, no glow) is measured too, for reference.
 */
const glow = `radial-gradient(circle at 100% 0%, rgba(${red}, ${green}, ${blue}, ${palette.glowOpacity}) 0%, rgba(0, 0, 0, 0) 60%)`;
const withBackground = (backgroundImage?: string) =>
  forOldSatori({
    ...tree,
    props: {
      ...tree.props,
      style: {
        ...tree.props.style,
        backgroundColor: palette.background,
        ...(backgroundImage ? { backgroundImage } : {}),
      },
    },
  });
const renderer = (element: unknown) => async () => {
  const response = new ImageResponse(element as never, { width: 1200, height: 630, fonts });
  return Buffer.from(await response.arrayBuffer());
};
const sameCard = renderer(withBackground(glow));
const flat = renderer(withBackground());
if (process.env.VERCEL_OG_SAMPLE) writeFileSync(process.env.VERCEL_OG_SAMPLE, await sameCard());
for (let index = 0; index < 5; index++) await sameCard();
const png = await timeRuns(runs, sameCard);
for (let index = 0; index < 5; index++) await flat();
const flatPng = await timeRuns(runs, flat);
process.stdout.write(JSON.stringify({ png, flatPng, peakRss: process.resourceUsage().maxRSS * 1024 }));
