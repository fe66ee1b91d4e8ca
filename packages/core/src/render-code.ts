import type { ThemedToken } from 'shiki/core';
import { codeCustomisation } from './custom/code-customisation.js';
import { encodeImage } from './encode/encode-image.js';
import { assertPixelSize } from './encode/pixel-limits.js';
import { loadResource, type ResourceWarning } from './fetch/load-resource.js';
import type { ImageFetcher } from './fetch/resource-fetcher.js';
import { getResolvedTheme } from './highlight/highlighter.js';
import { chooseLanguage, tokenize } from './highlight/tokenize.js';
import { layoutCode, minimumSize } from './layout/code-layout.js';
import { lineToCells, type TextStyle } from './layout/text-cells.js';
import { type CodeOptions, type ImageFormat, parseCodeOptions } from './options/code-options.js';
import { drawCodeCard } from './raster/draw-code-card.js';
import { getBackground } from './themes/backgrounds.js';
import { themeColors } from './themes/theme-colors.js';
import { type RenderControl, runOnPool } from './workers/render-control.js';
import { asBuffer } from './workers/shared-pool.js';

/** A rendered image and what was decided while rendering it. */
export interface RenderedCodeImage {
  image: Buffer;
  format: ImageFormat;
  /** Pixel size (layout size × scale). */
  width: number;
  height: number;
  /** The Shiki language used, and whether it was detected (`language: auto`). */
  language: string;
  detected: boolean;
  /** A custom font that could not be used (the bundled one was). */
  warnings: ResourceWarning[];
}

// Shiki's FontStyle bit flags.
const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;

/** Shares one style object per colour and font style, so runs of equal style merge. */
function styleCache(foreground: string): (token: ThemedToken) => TextStyle {
  const styles = new Map<string, TextStyle>();
  return (token) => {
    const flags = token.fontStyle !== undefined && token.fontStyle > 0 ? token.fontStyle : 0;
    const color = token.color ?? foreground;
    const key = `${color}|${flags}`;
    let style = styles.get(key);
    if (!style) {
      style = {
        color,
        italic: (flags & ITALIC) !== 0,
        bold: (flags & BOLD) !== 0,
        underline: (flags & UNDERLINE) !== 0,
      };
      styles.set(key, style);
    }
    return style;
  };
}

/** Line breaks as LF, and one final newline dropped: a file's last line is not an empty row. */
function normalizeCode(code: string): string {
  return code.replace(/\r\n?/g, '\n').replace(/\n$/, '');
}

/** What the caller decides about a render, apart from the request's parameters. */
export interface RenderCodeContext extends RenderControl {
  /** Stamp the Free plan's small "glyphcast" mark in the window's corner. @default false */
  watermark?: boolean;
  /** Fetches an http(s) `font`; the guarded default is used when absent. */
  fetchResource?: ImageFetcher;
}

/** The custom font's bytes, fetched on the calling thread, and what could not be fetched. */
export interface CodeSources {
  font?: Uint8Array;
  warnings: ResourceWarning[];
}

async function loadCodeSources(font: string | undefined, fetcher: ImageFetcher | undefined): Promise<CodeSources> {
  if (!font) return { warnings: [] };
  const result = await loadResource(font, 'font', fetcher);
  return 'bytes' in result ? { font: result.bytes, warnings: [] } : { warnings: [result.warning] };
}

/** Renders on the calling thread: what each worker of the render pool runs. */
export async function renderCodeInProcess(
  options: CodeOptions,
  context: RenderCodeContext = {},
  sources: CodeSources = { warnings: [] },
): Promise<RenderedCodeImage> {
  const params = parseCodeOptions(options);
  const custom = codeCustomisation(params.css, sources.font);
  const code = normalizeCode(params.code);
  // Refuse a card that cannot fit before spending time on highlighting it.
  const lineCount = code.split('\n').length;
  const minimum = minimumSize(lineCount, { ...params, lineHeightEm: custom.lineHeightEm });
  assertPixelSize(minimum.width, minimum.height, params.scale, params.format, true);

  const choice = await chooseLanguage(code, params.language);
  const [tokens, theme] = await Promise.all([
    tokenize(code, choice.language, params.theme),
    getResolvedTheme(params.theme),
  ]);
  const colors = themeColors(theme);
  const styleOf = styleCache(colors.foreground);
  const lines = tokens.map((line) =>
    lineToCells(line.map((token) => ({ content: token.content, style: styleOf(token) }))),
  );
  const layout = layoutCode({
    ...params,
    lines,
    columnWidthEm: custom.columnWidthEm,
    lineHeightEm: custom.lineHeightEm,
  });
  assertPixelSize(layout.width, layout.height, params.scale, params.format);

  const background = getBackground(params.background);
  const themeType = theme.type === 'light' ? 'light' : 'dark';
  const raw = drawCodeCard({
    layout,
    background,
    colors,
    themeType,
    scale: params.scale,
    watermark: context.watermark,
    custom: custom.card,
  });
  const image = await encodeImage(raw, params.format).finally(() => raw.release());
  const warnings = [...sources.warnings, ...custom.warnings];
  return { image, format: params.format, width: raw.width, height: raw.height, ...choice, warnings };
}

/**
 * Renders a code screenshot and reports the language and pixel size chosen. Parameters are
 * checked here, so invalid input fails at once; the render itself runs on a worker thread (see
 * `configureRendering`).
 */
export async function renderCodeWithInfo(
  options: CodeOptions,
  context: RenderCodeContext = {},
): Promise<RenderedCodeImage> {
  const params = parseCodeOptions(options);
  const sources = await loadCodeSources(params.font, context.fetchResource);
  const job = { params, context: { watermark: context.watermark }, sources };
  const result = await runOnPool(context, 'code', job, () => renderCodeInProcess(params, context, sources));
  return { ...result, image: asBuffer(result.image) };
}

/**
 * Renders source code as a syntax-highlighted image on a styled card (SPEC §2.2) and returns
 * the encoded PNG, JPEG or WebP bytes. Invalid parameters throw a `GlyphcastError` naming the
 * field.
 */
export async function renderCode(options: CodeOptions, context: RenderCodeContext = {}): Promise<Buffer> {
  return (await renderCodeWithInfo(options, context)).image;
}
