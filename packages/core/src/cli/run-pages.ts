import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { LOCAL_ASSET_FIELDS } from '../assets/local-assets.js';
import { type BuildImage, buildImages } from '../build/build-images.js';
import { writeWhole } from '../build/image-cache.js';
import { mkdirOnce } from '../build/mkdir-once.js';
import { pageFacts } from '../build/page-facts.js';
import type { OgOptions } from '../cards/og/options.js';
import { fileExtensionOf, type ImageFormat } from '../options/image-format.js';
import { parseLibraryOptions } from '../pipeline/render-card.js';
import { CARD_TASKS } from '../pipeline/tasks.js';
import { closeRendering, configureRendering } from '../workers/shared-pool.js';
import { batchProgress } from './batch-progress.js';
import { commonFolder } from './common-folder.js';
import { expandInputs, NoInputs } from './expand-inputs.js';
import { optionsFromFlags, parseArgsOptions } from './flag-values.js';
import { OG_FLAGS } from './flags.js';
import { readDesign } from './load-design.js';
import { readInputFile } from './read-input-file.js';
import { UsageError } from './usage-error.js';

/** The page types read: Markdown, MDX and HTML. */
const PAGE_EXTENSIONS = /\.(md|mdx|markdown|html?)$/i;
/** A page larger than this is not a page. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** What the command writes beside the images: every page's image, for a site's templates. */
const MANIFEST_FILE = 'og-manifest.json';

export function pagesHelp(optionRows: string): string {
  return `Usage: glyphcast pages <files or 'patterns'…> --out-dir <folder> [options]

Makes an Open Graph image for every Markdown, MDX or HTML page: its front matter's title (else
its first heading), description (the subtitle) and author, or an HTML page's <title> and meta
tags. The images go to the pages' paths below their common folder (guide/install.md →
<folder>/guide/install.png), with ${MANIFEST_FILE} beside them. Images whose page did not change
are taken from the cache and files whose bytes are the same are not rewritten. The exit status
is 1 if any page failed.

Options:
${optionRows}
  ${'--out-dir <folder>'.padEnd(30)}where the images and ${MANIFEST_FILE} go (required)
  ${'--design <file>'.padEnd(30)}your own design (.html, .json, .jsx, .tsx) instead of a template, given each page's front matter as props (default: none)
  ${'--width <px>, --height <px>'.padEnd(30)}the design's size (default: 1200 and 630)
  ${'--cache-dir <folder>'.padEnd(30)}where rendered images are kept between builds (default: node_modules/.cache/glyphcast)
  ${'--root <folder>'.padEnd(30)}the folder the images' paths start from, as the site's URLs do (default: the pages' common folder)
  ${'-h, --help'.padEnd(30)}show this help`;
}

function integerFlag(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new UsageError(`--${name} must be a whole number, received "${raw}"`);
  return Number(raw);
}

/**
 * The card's options are checked once, before any page, so a bad flag is one usage error
 * naming it (`--accent: …`), not a failure per page; files they name (`--logo ./logo.svg`) are
 * read once here and their bytes given to every page.
 */
async function checkCardOnce(card: Record<string, unknown>): Promise<void> {
  const checked = (await parseLibraryOptions(CARD_TASKS.og, { ...card, title: 'A page' })) as Record<string, unknown>;
  for (const field of Object.keys(LOCAL_ASSET_FIELDS.og ?? {})) {
    if (checked[field] instanceof Uint8Array) card[field] = checked[field];
  }
}

/**
 * `glyphcast pages`: a card for each page of a site through `buildImages`, with a progress
 * bar (a line per page off a terminal), a summary and the manifest.
 */
export async function runPages(args: string[], help: () => string): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      ...parseArgsOptions(OG_FLAGS),
      'out-dir': { type: 'string' },
      design: { type: 'string' },
      width: { type: 'string' },
      height: { type: 'string' },
      'cache-dir': { type: 'string' },
      root: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(help());
    return 0;
  }
  const outDir = values['out-dir'] as string | undefined;
  if (!outDir) throw new UsageError('give --out-dir <folder> for the images (see glyphcast pages --help)');
  if (positionals.length === 0) throw new UsageError("give the pages: files or quoted patterns such as 'docs/**/*.md'");
  const card = optionsFromFlags(OG_FLAGS, values);
  const format = typeof card.format === 'string' ? card.format : 'png';
  const design = values.design as string | undefined;
  const size = {
    width: integerFlag('width', values.width as string | undefined, 1200),
    height: integerFlag('height', values.height as string | undefined, 630),
  };

  // The card's flags, or the design file, checked (and a design compiled) once before any page.
  const drawDesign = design ? await readDesign(design) : undefined;
  if (!design) await checkCardOnce(card);

  const files = await expandInputs(positionals).catch((error: unknown) => {
    throw error instanceof NoInputs ? new UsageError(error.message) : error;
  });
  const root = values.root as string | undefined;
  const base = root ? resolve(root) : commonFolder(files);
  const progress = batchProgress(files.length);
  let failed = 0;
  const images: (BuildImage & { page: string })[] = [];
  for (const file of files) {
    const page = relative(base, resolve(file));
    try {
      if (page.split(sep)[0] === '..' || isAbsolute(page)) throw new Error(`not inside --root ${root}`);
      if (!PAGE_EXTENSIONS.test(file)) throw new Error('not a Markdown, MDX or HTML page');
      const facts = pageFacts((await readInputFile(file, MAX_PAGE_BYTES)).toString('utf8'), extname(file));
      const path = `${page.replace(PAGE_EXTENSIONS, '')}.${fileExtensionOf(format as ImageFormat)}`;
      if (drawDesign) {
        const props = { ...facts.frontMatter, ...facts, page };
        const drawn = drawDesign(props);
        images.push({ page, path, alt: facts.title, ...drawn, design: { ...size, format } as never });
        continue;
      }
      if (!facts.title) throw new Error('no title: give the page one in its front matter, or a first heading');
      const og: Record<string, unknown> = { ...card, title: facts.title };
      if (facts.description) og.subtitle = facts.description;
      if (facts.author) og.author = facts.author;
      images.push({ page, path, alt: facts.title, og: og as OgOptions });
    } catch (error) {
      failed++;
      progress.failed(page, (error as Error).message);
    }
  }

  await configureRendering({});
  const pageOf = new Map(images.map((image) => [image.path, image.page]));
  try {
    const manifest = await buildImages(images, {
      outDir,
      cacheDir: values['cache-dir'] as string | undefined,
      onProgress: ({ path, outcome }) => {
        if (outcome !== 'failed') progress.done(pageOf.get(path) ?? path, `${outcome} ${join(outDir, path)}`);
      },
    });
    for (const { path, field, error } of manifest.failed) {
      failed++;
      progress.failed(pageOf.get(path) ?? path, field && field !== 'path' ? `${field}: ${error}` : error);
    }
    progress.finish();
    const entries = manifest.images.map(({ path, width, height, format: written, alt, hash }) => ({
      page: pageOf.get(path),
      image: path,
      width,
      height,
      format: written,
      alt,
      hash,
    }));
    await mkdirOnce(outDir);
    await writeWhole(join(outDir, MANIFEST_FILE), `${JSON.stringify({ images: entries }, null, 2)}\n`);
    console.error(`rendered ${manifest.rendered}, reused ${manifest.reused}, failed ${failed}`);
    return failed > 0 ? 1 : 0;
  } finally {
    await closeRendering();
  }
}
