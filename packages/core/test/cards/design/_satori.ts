import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { OG_CARD } from '../../../bench/_og-card.mjs';
import { renderOg } from '../../../src/pipeline/render-functions.js';
import { imageDifference } from '../../_image.js';
import type { DesignNode } from '../../fixtures/designs/corpus.js';
import { peerCardTree } from '../../fixtures/og-peer-tree.js';

/*
 * The reference engine: satori (0.63) lays a design out and writes SVG, resvg draws it, both
 * given the same Inter files glyphcast draws with. satori 0.63 sizes boxes as CSS does
 * (content-box); glyphcast as @vercel/og did (border-box), so every element is told
 * `boxSizing: 'border-box'` explicitly, and both draw the same design.
 */

const FONTS_DIR = join(import.meta.dirname, '../../../fonts');
const FONTS = [
  {
    name: 'Inter',
    data: readFileSync(join(FONTS_DIR, 'Inter_400Regular.ttf')),
    weight: 400 as const,
    style: 'normal' as const,
  },
  {
    name: 'Inter',
    data: readFileSync(join(FONTS_DIR, 'Inter_700Bold.ttf')),
    weight: 700 as const,
    style: 'normal' as const,
  },
];

type Child = DesignNode | string;

function borderBox(node: Child): Child {
  if (typeof node === 'string') return node;
  const { children } = node.props;
  return {
    ...node,
    props: {
      ...node.props,
      style: { boxSizing: 'border-box', ...node.props.style },
      ...(children === undefined
        ? {}
        : { children: Array.isArray(children) ? children.map(borderBox) : borderBox(children) }),
    },
  };
}

/** The design as satori + resvg draw it: PNG bytes. */
export async function satoriPng(tree: DesignNode, width: number, height: number): Promise<Buffer> {
  const svg = await satori(borderBox(tree) as Parameters<typeof satori>[0], { width, height, fonts: FONTS });
  return new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: 'off' }).render().asPng();
}

/**
 * How far a design may differ from satori's drawing: glyphcast's own `article` card against
 * satori's drawing of the same design, times three (text rasterised by two engines never lands
 * on identical pixels; a wrong layout or paint moves far more).
 */
export async function calibratedSatoriTolerance(): Promise<{ calibration: number; tolerance: number }> {
  const ours = await renderOg(OG_CARD as Parameters<typeof renderOg>[0]);
  const theirs = await satoriPng(peerCardTree(), 1200, 630);
  const { visible } = await imageDifference(ours, theirs);
  return { calibration: visible, tolerance: 3 * visible };
}
