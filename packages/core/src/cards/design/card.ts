import { resolveCjkForms } from '../../assets/cjk-forms.js';
import { loadResource, type ResourceWarning } from '../../assets/fetch/load-resource.js';
import type { ImageFetcher } from '../../assets/fetch/resource-fetcher.js';
import { isLocalReference, readLocalAsset } from '../../assets/local-assets.js';
import { loadShaper } from '../../assets/shaper.js';
import { assertPixelSize } from '../../encode/pixel-limits.js';
import { GlyphcastError } from '../../errors.js';
import { MAX_PICTURE_BYTES } from '../../options/input-limits.js';
import type { Card, CardInfo } from '../../scene/card.js';
import type { Matrix, SceneItem, SelectableItem } from '../../scene/scene.js';
import { nodeItems } from './design-scene.js';
import { type DesignElement, normalizeElement } from './element-tree.js';
import { DesignFonts } from './fonts.js';
import { layOut } from './layout-tree.js';
import {
  type DesignFont,
  type DesignFontUrl,
  DesignOptionsSchema,
  parseDesignOptions,
  type ResolvedDesignOptions,
} from './options.js';
import { type DecodedPicture, decodePicture } from './pictures.js';
import { applyTailwind } from './tailwind/apply-tailwind.js';
import { multiply } from './transform.js';

/*
 * A user's own design: an element tree (JSX, a plain tree, or HTML parsed into one) laid out
 * by Yoga and drawn by our text engine and backends. The tree is made plain on the calling
 * thread (components called, bounds checked); pictures are fetched there too; CSS is read and
 * the design laid out on a worker.
 */

export type DesignParams = Omit<ResolvedDesignOptions, 'fonts'> & {
  fonts: DesignFont[];
  /** Fonts given by URL, fetched with the pictures. */
  fontUrls: DesignFontUrl[];
  root: DesignElement;
  /** Picture URLs the design names (`<img src>`, `url()`), fetched before the render. */
  urls: string[];
  /** Pictures the library read from the caller's disk, by the path or file: URL the design gives. */
  localPictures?: Record<string, Uint8Array>;
};

export interface DesignSources {
  /** Bytes by URL. */
  pictures: Record<string, Uint8Array>;
  /** The fonts given by URL that could be fetched. */
  fonts: DesignFont[];
  warnings: ResourceWarning[];
}

/** What the design reports besides its picture: pictures and fonts it could not use, CSS it does not draw. */
export type DesignInfo = CardInfo;

const URL_IN_STYLE = /url\(\s*(['"]?)(.*?)\1\s*\)/g;

/** Every picture URL of the tree: `<img src>` and `url()` in style values. */
function pictureUrls(root: DesignElement): string[] {
  const urls = new Set<string>();
  const visit = (element: DesignElement) => {
    const { src } = element.attributes;
    if (element.type === 'img' && !element.bytes && typeof src === 'string') urls.add(src);
    for (const value of Object.values(element.style)) {
      if (typeof value !== 'string' || !value.includes('url(')) continue;
      for (const match of value.matchAll(URL_IN_STYLE)) if (match[2]) urls.add(match[2]);
    }
    for (const child of element.children) if (typeof child !== 'string') visit(child);
  };
  visit(root);
  return [...urls];
}

/** The design's text, for an SVG's title. */
function textOf(element: DesignElement): string {
  return element.children
    .map((child) => (typeof child === 'string' ? child : textOf(child)))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Selectable lines wherever they are (in groups too): the SVG's text layer lies above everything. */
function selectableLines(
  items: readonly SceneItem[],
  transform?: Matrix,
  found: SelectableItem[] = [],
): SelectableItem[] {
  for (const item of items) {
    if (item.kind === 'selectable') found.push(transform ? { ...item, transform } : item);
    else if (item.kind === 'group' && item.opacity !== 0) {
      // A rotated box's text is selected where its glyphs are: through the same transforms.
      const inner = item.transform && transform ? multiply(transform, item.transform) : (item.transform ?? transform);
      selectableLines(item.items, inner, found);
    }
  }
  return found;
}

async function decodePictures(params: DesignParams, sources: DesignSources, warnings: ResourceWarning[]) {
  const byPath = new Map<string, DecodedPicture>();
  const byUrl = new Map<string, DecodedPicture>();
  const decode = async (bytes: Uint8Array, field: string) => {
    try {
      return await decodePicture(bytes);
    } catch (error) {
      warnings.push({ field, reason: `${(error as Error).message}; drawn without it`, lasting: true });
      return undefined;
    }
  };
  for (const url of params.urls) {
    const bytes = sources.pictures[url];
    const picture = bytes && (await decode(bytes, url.startsWith('data:') ? 'picture' : url));
    if (picture) byUrl.set(url, picture);
  }
  const visit = async (element: DesignElement) => {
    if (element.type === 'svg' && element.svg) {
      const picture = await decode(Buffer.from(element.svg, 'utf8'), element.path);
      if (picture) byPath.set(element.path, picture);
    } else if (element.type === 'img') {
      const src = element.attributes.src;
      const picture = element.bytes ? await decode(element.bytes, element.path) : byUrl.get(String(src));
      if (picture) byPath.set(element.path, picture);
    }
    for (const child of element.children) if (typeof child !== 'string') await visit(child);
  };
  await visit(params.root);
  return { byPath, byUrl };
}

export const designCard: Card<'design', DesignParams, DesignSources, DesignInfo> = {
  kind: 'design',

  schema: DesignOptionsSchema,

  parse(input) {
    const { element, ...options } = (input ?? {}) as { element?: unknown };
    if (element === undefined) {
      throw new GlyphcastError('`element` must be given: an element tree, a React element or HTML', {
        code: 'INVALID_PARAMETER',
        field: 'element',
      });
    }
    const parsed = parseDesignOptions(options);
    assertPixelSize(parsed.width, parsed.height, parsed.scale, parsed.format);
    const root = normalizeElement(element);
    return { ...parsed, root, urls: pictureUrls(root) };
  },

  async readLocalFiles(params) {
    const localPictures: Record<string, Uint8Array> = {};
    await Promise.all(
      params.urls.filter(isLocalReference).map(async (url) => {
        localPictures[url] = (await readLocalAsset(url, 'src', MAX_PICTURE_BYTES)) as Uint8Array;
      }),
    );
    return { ...params, localPictures };
  },

  async loadSources(params, fetcher: ImageFetcher | undefined) {
    // Pictures the library read from disk already are taken as they are.
    const sources: DesignSources = { pictures: { ...params.localPictures }, fonts: [], warnings: [] };
    const fonts = await Promise.all(
      params.fontUrls.map(async ({ url, ...font }) => {
        const result = await loadResource(url, 'fonts', fetcher);
        if ('bytes' in result) return { ...font, data: result.bytes };
        sources.warnings.push(result.warning);
        return undefined;
      }),
    );
    sources.fonts = fonts.filter((font) => font !== undefined);
    await Promise.all(
      params.urls
        .filter((url) => !(url in sources.pictures))
        .map(async (url) => {
          // A malformed URI or a private address throws (the caller's mistake, as for OG
          // cards' images); a fetch that fails is a warning and the design is drawn without it.
          const result = await loadResource(url, 'src', fetcher);
          if ('bytes' in result) sources.pictures[url] = result.bytes;
          else sources.warnings.push(result.warning);
        }),
    );
    return sources;
  },

  async layout({ params, sources, watermark }) {
    const warnings: ResourceWarning[] = [...sources.warnings];
    if (params.emoji !== 'twemoji') {
      warnings.push({
        field: 'emoji',
        reason: `${params.emoji} is not bundled; emoji are drawn from Twemoji`,
        lasting: true,
      });
    }
    await loadShaper();
    // The design's text: its language for the letterforms of Han, and the SVG's title.
    const text = textOf(params.root);
    const cjk = resolveCjkForms(params.lang, text);
    if (cjk.warning) warnings.push(cjk.warning);
    const fonts = new DesignFonts([...params.fonts, ...sources.fonts], warnings, cjk.forms);
    const { byPath, byUrl } = await decodePictures(params, sources, warnings);
    const tree = await applyTailwind(params.root, params.width, warnings);
    const { root, free } = await layOut({
      root: tree,
      width: params.width,
      height: params.height,
      fonts,
      pictures: byPath,
      warnings,
    });
    try {
      const viewport = { x: 0, y: 0, width: params.width, height: params.height };
      const layout = root.node.getComputedLayout();
      const items = await nodeItems(root, layout.left, layout.top, {
        pictures: byUrl,
        scale: params.format === 'svg' ? 1 : params.scale,
        viewport,
        warnings,
        path: root.element?.path ?? 'root',
      });
      // The text layer is written once, above all (groups included).
      const drawn = items.filter((item) => item.kind !== 'selectable');
      const scene = {
        width: params.width,
        height: params.height,
        scale: params.scale,
        items: [...drawn, ...(watermark ? watermarkItems(params.width, params.height) : []), ...selectableLines(items)],
        description: text.slice(0, 200) || 'A design drawn by glyphcast',
      };
      return { scene, info: { warnings: dedupe(warnings) } };
    } finally {
      free();
    }
  },
};

/**
 * The Free plan's mark on a design: a design's colours are its author's, so the mark sits on a
 * small dark pill of its own, readable on any background, in the bottom-right corner.
 */
function watermarkItems(width: number, height: number): SceneItem[] {
  const pill = { width: 58, height: 17, margin: 8 };
  const box = {
    x: width - pill.margin - pill.width,
    y: height - pill.margin - pill.height,
    width: pill.width,
    height: pill.height,
  };
  return [
    { kind: 'rect', box, radius: pill.height / 2, fill: [0, 0, 0, 128] },
    { kind: 'watermark', right: box.x + box.width - 5, bottom: box.y + box.height - 2, surface: 'dark' },
  ];
}

/** The same warning once, however many elements gave it. */
function dedupe(warnings: readonly ResourceWarning[]): ResourceWarning[] {
  const seen = new Set<string>();
  return warnings.filter((warning) => {
    const key = `${warning.field}|${warning.reason}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
