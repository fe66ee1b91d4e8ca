import { boundedCache, remember } from '../bounded-cache.js';
import type { GlowItem } from '../scene/scene.js';
import type { Canvas } from './canvas.js';
import { packPremultiplied } from './color.js';

/*
 * A background with an accent glow, painted here rather than drawn as a CSS radial gradient
 * (as satori drew it, an SVG <pattern> cost resvg 26 ms of a 52 ms render). The glow's
 * shape depends only on the image's size, so its alpha map is computed once, and the few
 * backdrops in use (theme and accent) are kept finished; each render copies one and draws over it.
 */

/** The glow fades from the top-right corner (top-left, mirrored) to nothing at 60% of the diagonal. */
const GLOW_REACH = 0.6;
const glowMaps = boundedCache<string, Uint8Array>(4);

function glow(width: number, height: number, mirrored: boolean): Uint8Array {
  const key = `${width}x${height}${mirrored ? '|mirrored' : ''}`;
  const cached = glowMaps.get(key);
  if (cached) return cached;
  const map = new Uint8Array(width * height);
  const radius = Math.hypot(width, height) * GLOW_REACH;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const across = mirrored ? x + 0.5 : width - (x + 0.5);
      const t = Math.min(1, Math.hypot(across, y + 0.5) / radius);
      // Linear falloff, as the CSS `radial-gradient(… 0%, transparent 60%)` it replaces.
      map[y * width + x] = Math.round(255 * (1 - t));
    }
  }
  return remember(glowMaps, key, map);
}

/** Finished backdrops by size and colours: a site's cards share one theme and accent (3 MB each). */
const backdrops = boundedCache<string, Int32Array>(4);

/** The background with its accent glow (`opacity` at the corner), one packed word a pixel. */
function backdrop(item: GlowItem, width: number, height: number): Int32Array {
  const { background, accent, opacity } = item;
  const mirrored = item.mirrored ?? false;
  const key = `${width}x${height}|${background.join(',')}|${accent.join(',')}|${opacity}|${mirrored}`;
  const cached = backdrops.get(key);
  if (cached) return cached;
  // The glow backdrop is always opaque: the background's alpha is ignored.
  const [br, bg, bb] = background;
  const [ar, ag, ab, aa] = accent;
  const strength = (opacity * aa) / 255;
  // Colour at each of the 256 glow levels, so each backdrop pixel is one lookup.
  const levels = new Int32Array(256);
  for (let level = 0; level < 256; level++) {
    const k = (level / 255) * strength;
    const mix = (from: number, to: number) => Math.round(from + (to - from) * k);
    levels[level] = packPremultiplied([mix(br, ar), mix(bg, ag), mix(bb, ab), 255]);
  }
  const map = glow(width, height, mirrored);
  const words = new Int32Array(map.length);
  for (let index = 0; index < map.length; index++) words[index] = levels[map[index] as number] as number;
  return remember(backdrops, key, words);
}

/** Covers the canvas with the background and its glow. */
export function paintGlow(canvas: Canvas, item: GlowItem): void {
  const { width, top, bottom } = canvas;
  canvas.words.set(backdrop(item, width, canvas.height).subarray(top * width, bottom * width));
  canvas.opaque = true;
}
