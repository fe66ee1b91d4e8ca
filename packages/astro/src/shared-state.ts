/**
 * What the integration tells the route, and the route's counts for the build's summary: one
 * object on globalThis, because Astro loads the config (and the integration) and the built
 * routes as separate module graphs in the same process.
 */
export interface GlyphcastAstroState {
  /** The image cache's folder: inside Astro's `cacheDir` once the integration has run. */
  cacheDir?: string | false;
  rendered: number;
  reused: number;
}

const KEY = Symbol.for('@glyphcast/astro');

export function sharedState(): GlyphcastAstroState {
  const holder = globalThis as { [KEY]?: GlyphcastAstroState };
  holder[KEY] ??= { rendered: 0, reused: 0 };
  return holder[KEY];
}
