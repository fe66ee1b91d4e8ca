import type { ImageFetcher } from '../assets/fetch/resource-fetcher.js';
import { readLocalAssets } from '../assets/local-assets.js';
import type { ImageFormat } from '../options/image-format.js';
import { rasterBackend } from '../raster/raster-backend.js';
import type { Backend } from '../scene/backend.js';
import type { Card, CardInfo, CardJob, CardParams } from '../scene/card.js';
import { type PoolTask, poolTask } from '../workers/pool-task.js';
import { asBuffer } from '../workers/shared-pool.js';
import { type RenderControl, runOnPool } from './render-control.js';

/*
 * The render pipeline, the same for every card:
 *   calling thread: parse once → load sources (fetches) → wait for the caller's schedule
 *   pool worker:    lay out as a scene → a backend draws and encodes it
 * Parsed parameters travel as parsed; nothing is validated twice.
 */

/** An encoded card and what was decided while drawing it (as it crosses back from a worker). */
export type DrawnCard<Info extends CardInfo> = Info & {
  image: Uint8Array;
  format: ImageFormat;
  /** Pixel size (layout size × scale). */
  width: number;
  height: number;
};

/** A rendered image and what was decided while rendering it. */
export type RenderedCard<Info extends CardInfo> = Omit<DrawnCard<Info>, 'image'> & { image: Buffer };

/** What the caller decides about a render, apart from the card's parameters. */
export interface RenderContext extends RenderControl {
  /** Stamp the Free plan's small "glyphcast" mark on the card. @default false */
  watermark?: boolean;
  /** Fetches http(s) fonts and images; the guarded default is used when absent. */
  fetchResource?: ImageFetcher;
}

/** Each backend with the formats it draws; the SVG one loads on its first use (start-up stays lean). */
const BACKENDS: readonly { formats: readonly ImageFormat[]; load: () => Backend | Promise<Backend> }[] = [
  { formats: rasterBackend.formats, load: () => rasterBackend },
  { formats: ['svg'], load: async () => (await import('../svg/svg-backend.js')).svgBackend },
];

async function backendFor(format: ImageFormat): Promise<Backend> {
  const backend = BACKENDS.find((candidate) => candidate.formats.includes(format));
  if (!backend) throw new Error(`no backend draws ${format}`);
  return backend.load();
}

/** A card's pool task: what a worker runs for it. */
export interface CardTask<Params extends CardParams, Sources, Info extends CardInfo>
  extends PoolTask<CardJob<Params, Sources>, DrawnCard<Info>> {
  readonly card: Card<string, Params, Sources, Info>;
}

/** Lays a card out and draws it: the worker's half of the pipeline. */
async function drawCard<Params extends CardParams, Sources, Info extends CardInfo>(
  card: Card<string, Params, Sources, Info>,
  job: CardJob<Params, Sources>,
): Promise<DrawnCard<Info>> {
  const { scene, info } = await card.layout(job);
  const { format } = job.params;
  const drawn = await (await backendFor(format)).draw(scene, format);
  return { ...info, ...drawn, format };
}

export function cardTask<Params extends CardParams, Sources, Info extends CardInfo>(
  card: Card<string, Params, Sources, Info>,
): CardTask<Params, Sources, Info> {
  return { ...poolTask(card.kind, (job: CardJob<Params, Sources>) => drawCard(card, job)), card };
}

/**
 * Renders a card from parameters already parsed by `card.parse`: the calling thread's half of
 * the pipeline. The caller's schedule decides when the drawing starts.
 */
export async function renderParsedCard<Params extends CardParams, Sources, Info extends CardInfo>(
  task: CardTask<Params, Sources, Info>,
  params: Params,
  context: RenderContext = {},
): Promise<RenderedCard<Info>> {
  const sources = await task.card.loadSources(params, context.fetchResource);
  const job: CardJob<Params, Sources> = { params, sources, watermark: context.watermark ?? false };
  const drawn = await runOnPool(context, task, job);
  return { ...drawn, image: asBuffer(drawn.image) };
}

/**
 * Parses a library caller's options: local assets (bytes, files, long data: URIs) read first
 * and kept as bytes, the rest checked by the card's schema, then the files the parameters name
 * (a design's pictures) read. Invalid ones throw, naming the field.
 */
export async function parseLibraryOptions<Params extends CardParams, Sources, Info extends CardInfo>(
  task: CardTask<Params, Sources, Info>,
  options: unknown,
): Promise<Params> {
  const { rest, assets } = await readLocalAssets(task.kind, options);
  const params: Params = { ...task.card.parse(rest), ...assets };
  return task.card.readLocalFiles ? task.card.readLocalFiles(params) : params;
}

/** Parses the caller's options (invalid ones throw at once, naming the field) and renders the card. */
export async function renderCard<Params extends CardParams, Sources, Info extends CardInfo>(
  task: CardTask<Params, Sources, Info>,
  options: unknown,
  context: RenderContext = {},
): Promise<RenderedCard<Info>> {
  return renderParsedCard(task, await parseLibraryOptions(task, options), context);
}
