import { remember } from '../bounded-cache.js';
import { OG_HEIGHT, OG_WIDTH } from '../options/og-options.js';
import { Canvas } from '../raster/canvas.js';
import { packPremultiplied, parseHex, type Rgba } from '../raster/color.js';

/*
 * The card's background and its accent glow, painted here rather than by satori: satori turns a
 * CSS radial gradient into an SVG <pattern>, which cost resvg 26 ms of a 52 ms render. The
 * glow's shape is the same on every card, so its alpha map is computed once, and the few
 * backdrops in use (theme and accent) are kept finished; each render copies one and draws over it.
 */

/** The glow fades from the top-right corner to nothing at 60% of the card's diagonal. */
const GLOW_REACH = 0.6;
let glowMap: Uint8Array | undefined;

function glow(): Uint8Array {
  if (glowMap) return glowMap;
  glowMap = new Uint8Array(OG_WIDTH * OG_HEIGHT);
  const radius = Math.hypot(OG_WIDTH, OG_HEIGHT) * GLOW_REACH;
  for (let y = 0; y < OG_HEIGHT; y++) {
    for (let x = 0; x < OG_WIDTH; x++) {
      const t = Math.min(1, Math.hypot(OG_WIDTH - (x + 0.5), y + 0.5) / radius);
      // Linear falloff, as the CSS `radial-gradient(… 0%, transparent 60%)` it replaces.
      glowMap[y * OG_WIDTH + x] = Math.round(255 * (1 - t));
    }
  }
  return glowMap;
}

/** Finished backdrops by colours: a site's cards share one theme and accent (3 MB each). */
const MAX_BACKDROPS = 4;
const backdrops = new Map<string, Int32Array>();

/** The background with its accent glow (`opacity` at the corner), one packed word a pixel. */
function backdrop(background: Rgba, accent: string, opacity: number): Int32Array {
  const key = `${background.join(',')}|${accent}|${opacity}`;
  const cached = backdrops.get(key);
  if (cached) {
    // Most recently used last, so the oldest is evicted first.
    backdrops.delete(key);
    backdrops.set(key, cached);
    return cached;
  }
  // An OG card is always opaque: the background's alpha is ignored.
  const [br, bg, bb] = background;
  const [ar, ag, ab, aa] = parseHex(accent);
  const strength = (opacity * aa) / 255;
  // Colour at each of the 256 glow levels, so each backdrop pixel is one lookup.
  const levels = new Int32Array(256);
  for (let level = 0; level < 256; level++) {
    const k = (level / 255) * strength;
    const mix = (from: number, to: number) => Math.round(from + (to - from) * k);
    levels[level] = packPremultiplied([mix(br, ar), mix(bg, ag), mix(bb, ab), 255]);
  }
  const map = glow();
  const words = new Int32Array(map.length);
  for (let index = 0; index < map.length; index++) words[index] = levels[map[index] as number] as number;
  return remember(backdrops, MAX_BACKDROPS, key, words);
}

/**
 * Paints the backdrop and composites the premultiplied content layer (satori's, rendered by
 * resvg) over it.
 */
export function composeOgCard(layer: Buffer, background: Rgba, accent: string, opacity: number): Canvas {
  const canvas = new Canvas(OG_WIDTH, OG_HEIGHT, true);
  canvas.opaque = true;
  const under = backdrop(background, accent, opacity);
  const words = canvas.words;
  words.set(under);
  const count = under.length;
  const top = new Int32Array(layer.buffer, layer.byteOffset, count);
  for (let index = 0; index < count; index++) {
    const over = top[index] as number;
    const alpha = over >>> 24;
    // Most of the card is bare backdrop (already copied), then solid ink, then edges.
    if (alpha === 0) continue;
    if (alpha === 255) {
      words[index] = over;
      continue;
    }
    // Premultiplied "over" a channel at a time, inline: a helper closure here made the
    // loop ten times slower.
    const below = under[index] as number;
    const keep = 255 - alpha;
    const red = (((over & 0xff) + ((below & 0xff) * keep + 127) / 255) | 0) & 0xff;
    const green = ((((over >>> 8) & 0xff) + (((below >>> 8) & 0xff) * keep + 127) / 255) | 0) & 0xff;
    const blue = ((((over >>> 16) & 0xff) + (((below >>> 16) & 0xff) * keep + 127) / 255) | 0) & 0xff;
    words[index] = red | (green << 8) | (blue << 16) | (255 << 24);
  }
  return canvas;
}
