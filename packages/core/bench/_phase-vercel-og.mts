import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ImageResponse } from '@vercel/og';
import { articleTemplate } from '../src/og/templates.ts';
import { parseOgOptions } from '../src/options/og-options.ts';
import { OG_CARD } from './_og-card.mjs';
import { timeRuns } from './_stats.mjs';

/*
 * Child process (run through tsx): the same element tree, fonts loaded once, rendered by
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
const palette = { dark: '#0b0d14', light: '#ffffff' } as const;
const tree = articleTemplate(parseOgOptions(OG_CARD), {});
// Same card: the background colour that glyphcast paints beneath satori's layer.
const element = forOldSatori({
  ...tree,
  props: { ...tree.props, style: { ...tree.props.style, backgroundColor: palette.dark } },
});
const render = async () => {
  const response = new ImageResponse(element as never, { width: 1200, height: 630, fonts });
  return Buffer.from(await response.arrayBuffer());
};
for (let index = 0; index < 5; index++) await render();
const png = await timeRuns(runs, render);
process.stdout.write(JSON.stringify({ png, peakRss: process.resourceUsage().maxRSS * 1024 }));
