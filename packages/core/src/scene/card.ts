import type * as v from 'valibot';
import type { ResourceWarning } from '../assets/fetch/load-resource.js';
import type { ImageFetcher } from '../assets/fetch/resource-fetcher.js';
import type { ImageFormat } from '../options/image-format.js';
import type { Scene } from './scene.js';

/*
 * The contract every card (code, og) fulfils, and all the pipeline knows of it. A card parses
 * its parameters, fetches what it needs from outside, and lays itself out as a scene; the
 * pipeline runs these steps in their places (calling thread, pool worker) and a backend draws
 * the scene. Everything that crosses to a worker is structured-cloneable data.
 */

/** What every card's parameters hold, whatever else they have. */
export interface CardParams {
  format: ImageFormat;
}

/** What a card reports besides its picture. */
export interface CardInfo {
  /** Inputs that could not be used (a font, an avatar); the card was drawn without them. */
  warnings: ResourceWarning[];
}

/** Everything a worker needs to lay a card out. */
export interface CardJob<Params, Sources> {
  params: Params;
  sources: Sources;
  /** Stamp the Free plan's small "glyphcast" mark. */
  watermark: boolean;
}

export interface LaidOutCard<Info> {
  scene: Scene;
  info: Info;
}

export interface Card<Kind extends string, Params extends CardParams, Sources, Info extends CardInfo> {
  /** The name the render pool's workers know the card by. */
  readonly kind: Kind;
  /** The options' schema: their types, bounds and defaults, for validation and documentation. */
  readonly schema: v.StrictObjectSchema<v.ObjectEntries, undefined>;
  /** Validates the caller's options and fills in the defaults; throws a GlyphcastError naming the field. */
  parse(options: unknown): Params;
  /**
   * Fetches remote or embedded inputs (fonts, images) on the calling thread, before the render
   * waits for a worker; a failure becomes a warning, never an error.
   */
  loadSources(params: Params, fetcher: ImageFetcher | undefined): Promise<Sources>;
  /**
   * In the library only, never for a server's input: reads the files the parameters name on
   * the caller's disk (a design's `<img src="./logo.png">`), so that `loadSources` fetches
   * only what is remote.
   */
  readLocalFiles?(params: Params): Promise<Params>;
  /** Lays the card out as a scene, on a pool worker. */
  layout(job: CardJob<Params, Sources>): Promise<LaidOutCard<Info>>;
}
