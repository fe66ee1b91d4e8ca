import { readFile } from 'node:fs/promises';
import { dirname, extname, isAbsolute, join, normalize, sep } from 'node:path';
import type { ImageFetcher } from '../assets/fetch/resource-fetcher.js';
import { GlyphcastError } from '../errors.js';
import { sharedPool } from '../workers/shared-pool.js';
import { drawOrReuse, imageCacheOf } from './cached-render.js';
import { bytesHash } from './content-key.js';
import { writeWhole } from './image-cache.js';
import { type ImageCard, type ParsedCard, parseImageCard } from './image-card.js';
import { inLanes } from './in-lanes.js';
import { mkdirOnce } from './mkdir-once.js';

/** One image a site needs: where it goes and what to draw. */
export type BuildImage = {
  /** Where the image is written, relative to `outDir` (`blog/hello.png`); its extension is the format's. */
  path: string;
  /** The image's alt text, returned in the manifest for the page's meta tags. */
  alt?: string;
} & ImageCard;

export interface BuildOptions {
  /** The folder the images are written to, at their paths. */
  outDir: string;
  /**
   * Where rendered images are kept between builds, by a key of everything that decides their
   * pixels; `false` for none. Default: `node_modules/.cache/glyphcast` under the working folder.
   */
  cacheDir?: string | false;
  /** Images prepared and drawn at once. Default: twice the render pool's threads, at least 2 (measured: docs/static-sites.md). */
  concurrency?: number;
  /** Called as each image is done: rendered, taken from the cache, or failed. */
  onProgress?: (progress: BuildProgress) => void;
  /** Fetches http(s) fonts and images; the guarded default is used when absent. */
  fetchResource?: ImageFetcher;
}

export interface BuildProgress {
  done: number;
  total: number;
  path: string;
  outcome: 'rendered' | 'reused' | 'failed';
}

/** An image of the build, as a page's meta tags need it. */
export interface BuiltImage {
  path: string;
  width: number;
  height: number;
  format: string;
  alt?: string;
  /** A short hash of the image's bytes: what a URL can carry so caches see a change. */
  hash: string;
  /** Taken from the cache rather than drawn. */
  reused: boolean;
  /** Written to `outDir`: false when the file there already held these bytes (its time stays). */
  written: boolean;
}

export interface BuildManifest {
  images: BuiltImage[];
  /** Images that could not be made, each with why (a bad parameter names its field); the others are made. */
  failed: { path: string; error: string; field?: string }[];
  rendered: number;
  reused: number;
}

const EXTENSIONS: Record<string, readonly string[]> = {
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  webp: ['.webp'],
  svg: ['.svg'],
};

/** A job ready to draw: the card parsed and keyed, and the file it goes to. */
interface PreparedImage extends ParsedCard {
  image: BuildImage;
  target: string;
}

function failure(path: string, error: unknown): BuildManifest['failed'][number] {
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof GlyphcastError && error.field
    ? { path, error: message, field: error.field }
    : { path, error: message };
}

/** Where an image is written: inside `outDir`, with the extension of its format. */
function targetOf(outDir: string, path: string, format: string): string {
  const relative = normalize(path);
  if (!path || isAbsolute(path) || relative === '..' || relative.startsWith(`..${sep}`)) {
    throw new GlyphcastError(`\`path\` must be a relative path inside outDir, received ${JSON.stringify(path)}`, {
      code: 'INVALID_PARAMETER',
      field: 'path',
    });
  }
  const extension = extname(relative).toLowerCase();
  if (!EXTENSIONS[format]?.includes(extension)) {
    throw new GlyphcastError(
      `\`path\` must end in ${EXTENSIONS[format]?.join(' or ')} for a ${format} image, received ${JSON.stringify(path)}`,
      { code: 'INVALID_PARAMETER', field: 'path' },
    );
  }
  return join(outDir, relative);
}

async function prepare(image: BuildImage, outDir: string): Promise<PreparedImage> {
  const card = await parseImageCard(image);
  return { ...card, image, target: targetOf(outDir, image.path, card.params.format) };
}

/** Writes `bytes` to `path` unless the file there holds them already (then its time stays). */
async function writeIfChanged(path: string, bytes: Buffer): Promise<boolean> {
  const existing = await readFile(path).catch(() => undefined);
  if (existing?.equals(bytes)) return false;
  await mkdirOnce(dirname(path));
  await writeWhole(path, bytes);
  return true;
}

/**
 * Renders the images a site needs into `outDir`: every image's parameters are checked first,
 * then each is taken from the cache when nothing that decides its pixels changed, or drawn on
 * the render pool and cached. A file whose bytes are unchanged is not rewritten. An image that
 * fails is reported in `failed`, and the others are still made.
 */
export async function buildImages(images: readonly BuildImage[], options: BuildOptions): Promise<BuildManifest> {
  const manifest: BuildManifest = { images: [], failed: [], rendered: 0, reused: 0 };
  const cache = imageCacheOf(options.cacheDir);
  const built: (BuiltImage | undefined)[] = new Array(images.length);
  let done = 0;
  const report = (path: string, outcome: BuildProgress['outcome']) =>
    options.onProgress?.({ done: ++done, total: images.length, path, outcome });

  const seen = new Set<string>();
  const prepared: (PreparedImage | undefined)[] = await Promise.all(
    images.map(async (image) => {
      try {
        const job = await prepare(image, options.outDir);
        if (seen.has(job.target))
          throw new GlyphcastError(`\`path\` ${image.path} is given twice`, {
            code: 'INVALID_PARAMETER',
            field: 'path',
          });
        seen.add(job.target);
        return job;
      } catch (error) {
        manifest.failed.push(failure(image.path, error));
        report(image.path, 'failed');
        return undefined;
      }
    }),
  );

  const make = async (index: number) => {
    const job = prepared[index];
    if (!job) return;
    try {
      const { bytes, info, reused } = await drawOrReuse(job, cache, options.fetchResource);
      const written = await writeIfChanged(job.target, bytes);
      built[index] = {
        path: job.image.path,
        ...info,
        ...(job.image.alt === undefined ? {} : { alt: job.image.alt }),
        hash: bytesHash(bytes),
        reused,
        written,
      };
      if (reused) manifest.reused++;
      else manifest.rendered++;
      report(job.image.path, reused ? 'reused' : 'rendered');
    } catch (error) {
      manifest.failed.push(failure(job.image.path, error));
      report(job.image.path, 'failed');
    }
  };

  const concurrency = Math.floor(options.concurrency ?? Math.max(2, sharedPool().threads * 2));
  await inLanes(images.length, concurrency, make);
  manifest.images = built.filter((image): image is BuiltImage => image !== undefined);
  return manifest;
}
