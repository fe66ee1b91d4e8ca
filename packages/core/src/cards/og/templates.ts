import { over, parseHex, type Rgba, readableOn } from '../../scene/color.js';
import type { SceneItem } from '../../scene/scene.js';
import { rowItems, selectableRow } from '../../text-grid/cell-items.js';
import { COLUMN_WIDTH_EM, DOT_COLORS, LINE_HEIGHT_EM } from '../../text-grid/code-metrics.js';
import { fitCells, lineColumns } from '../../text-grid/text-cells.js';
import type { CodeExcerpt } from './code-excerpt.js';
import type { PreparedImage } from './images.js';
import { OG_HEIGHT, OG_WIDTH, type ResolvedOgOptions } from './options.js';
import { OG_PALETTES, type OgPalette } from './palette.js';
import { type OgText, placeText, setText } from './text-block.js';

/*
 * The templates, laid out in fixed boxes: a 72 px margin; the title takes the largest size at
 * which it fits what the other rows leave, never smaller than the subtitle, and text that cannot
 * fit even at the smallest size ends with an ellipsis.
 */

/** Images already fetched, checked and sized for the card. */
export interface OgImages {
  avatar?: PreparedImage;
  logo?: PreparedImage;
}

/** What custom CSS and a custom font change (Pro). */
export interface OgStyle {
  textColor?: Rgba;
  letterSpacing?: number;
  textAlign?: 'left' | 'center' | 'right';
  textTransform?: 'none' | 'uppercase' | 'lowercase' | 'capitalize';
}

/** The card's text, shaped in its fonts: what the templates place. */
export interface OgTexts {
  title: OgText;
  subtitle?: OgText;
  author?: OgText;
  initials?: OgText;
}

const PADDING = 72;
export const LOGO_BOX = { width: 360, height: 56 };
export const AVATAR_SIZE = 72;
const GAP = 28;
const CONTENT_WIDTH = OG_WIDTH - 2 * PADDING;
const CONTENT_HEIGHT = OG_HEIGHT - 2 * PADDING;
const TITLE_GAP = 20;

/** Tight lines for a large title; more room between the lines of smaller, longer ones. */
const titleLineHeight = (size: number, lines: number) => (lines > 1 && size < 64 ? 1.2 : 1.12);
const SUBTITLE_LINE_HEIGHT = 1.35;
/** The subtitle is at most this share of the title's size, so the hierarchy holds. */
const SUBTITLE_RATIO = 0.8;

interface TemplateInput {
  options: ResolvedOgOptions;
  images: OgImages;
  style: OgStyle;
  texts: OgTexts;
}

function startAlign(text: OgText, style: OgStyle, fallback?: 'center'): 'left' | 'center' | 'right' {
  return style.textAlign ?? fallback ?? (text.paragraph.rtl ? 'right' : 'left');
}

function imageAt(image: PreparedImage, x: number, y: number): SceneItem {
  return { kind: 'image', x, y, pixels: image.pixels, width: image.width, height: image.height };
}

/** The title fitted into `height`, then the subtitle at no more than 80% of the title's size. */
function titleAndSubtitle(input: TemplateInput, height: number, titleSizes: { max: number }) {
  const { texts, style } = input;
  const subtitleBox = (maxSize: number) => ({
    width: CONTENT_WIDTH,
    height: Math.ceil(2 * 34 * SUBTITLE_LINE_HEIGHT),
    maxLines: 2,
    maxSize,
    minSize: 24,
    letterSpacing: 0,
    lineHeight: () => SUBTITLE_LINE_HEIGHT,
  });
  let subtitle = texts.subtitle && setText(texts.subtitle, subtitleBox(34));
  const title = setText(texts.title, {
    width: CONTENT_WIDTH,
    height: height - (subtitle ? subtitle.height + TITLE_GAP : 0),
    maxLines: 6,
    maxSize: titleSizes.max,
    minSize: 40,
    letterSpacing: style.letterSpacing ?? -1,
    lineHeight: titleLineHeight,
  });
  const subtitleMax = Math.floor(title.settings.size * SUBTITLE_RATIO);
  if (texts.subtitle && subtitle && subtitle.settings.size > subtitleMax) {
    subtitle = setText(texts.subtitle, subtitleBox(subtitleMax));
  }
  return { title, subtitle };
}

/**
 * The author row: avatar (or initials) and name, mirrored on a right-to-left card or for a
 * name that reads right to left.
 */
function footer(input: TemplateInput, palette: OgPalette, top: number, cardRtl: boolean): SceneItem[] {
  const { options, images, texts, style } = input;
  const items: SceneItem[] = [];
  const rtl = cardRtl || (texts.author?.paragraph.rtl ?? false);
  const avatarX = rtl ? OG_WIDTH - PADDING - AVATAR_SIZE : PADDING;
  const accent = parseHex(options.accent);
  if (images.avatar) {
    items.push(imageAt(images.avatar, avatarX, top));
  } else if (texts.initials) {
    items.push({
      kind: 'rect',
      box: { x: avatarX, y: top, width: AVATAR_SIZE, height: AVATAR_SIZE },
      radius: AVATAR_SIZE / 2,
      fill: accent,
      border: { width: 2, color: parseHex(palette.border) },
    });
    // The initials read on the accent as it shows over the background (an accent may be translucent).
    const behind = over(accent, parseHex(palette.background));
    const initials = setText(texts.initials, fixedBox(28, AVATAR_SIZE, AVATAR_SIZE, AVATAR_SIZE / 28));
    items.push(
      ...placeText(texts.initials, initials, {
        x: avatarX,
        y: top,
        align: 'center',
        color: readableOn(behind),
        decorative: true,
      }),
    );
  }
  const hasPicture = images.avatar !== undefined || texts.initials !== undefined;
  if (texts.author) {
    const width = CONTENT_WIDTH - (hasPicture ? AVATAR_SIZE + 20 : 0);
    const author = setText(texts.author, fixedBox(30, width, AVATAR_SIZE, AVATAR_SIZE / 30));
    const x = rtl || !hasPicture ? PADDING : PADDING + AVATAR_SIZE + 20;
    const color = style.textColor ?? parseHex(palette.title);
    items.push(...placeText(texts.author, author, { x, y: top, align: rtl ? 'right' : 'left', color }));
  }
  return items;
}

/** One line at one size, vertically centred in a box `height` high. */
function fixedBox(size: number, width: number, height: number, lineHeight: number) {
  return { width, height, maxLines: 1, maxSize: size, minSize: size, letterSpacing: 0, lineHeight: () => lineHeight };
}

const ACCENT_BAR_WIDTH = 12;

/** The accent bar down the card's starting edge: the left, or the right of a right-to-left card. */
function accentBar(accent: Rgba, rtl = false): SceneItem {
  const x = rtl ? OG_WIDTH - ACCENT_BAR_WIDTH : 0;
  return { kind: 'rect', box: { x, y: 0, width: ACCENT_BAR_WIDTH, height: OG_HEIGHT }, fill: accent };
}

/**
 * Whether the card reads right to left, as its title does: its accent bar, logo and author row
 * then start from the right, as a reader of Arabic or Hebrew expects.
 */
export function cardIsRtl(texts: OgTexts): boolean {
  return texts.title.paragraph.rtl;
}

/** The `article` card: logo, title, subtitle, then author with avatar, over an accent glow; mirrored right to left. */
export function articleTemplate(input: TemplateInput): SceneItem[] {
  const { options, images, style, texts } = input;
  const palette = OG_PALETTES[options.theme];
  const accent = parseHex(options.accent);
  const rtl = cardIsRtl(texts);
  const items: SceneItem[] = [accentBar(accent, rtl)];
  // Header: the logo, or a short accent rule in its place, at the starting side.
  const startX = (width: number) => (rtl ? OG_WIDTH - PADDING - width : PADDING);
  if (images.logo) {
    const y = PADDING + Math.round((LOGO_BOX.height - images.logo.height) / 2);
    items.push(imageAt(images.logo, startX(images.logo.width), y));
  } else {
    items.push({
      kind: 'rect',
      box: { x: startX(64), y: PADDING + 24, width: 64, height: 8 },
      radius: 4,
      fill: accent,
    });
  }
  const hasFooter = Boolean(texts.author || images.avatar);
  const bodyTop = PADDING + LOGO_BOX.height + GAP;
  const bodyHeight = CONTENT_HEIGHT - LOGO_BOX.height - GAP - (hasFooter ? AVATAR_SIZE + GAP : 0);
  const { title, subtitle } = titleAndSubtitle(input, bodyHeight, { max: 112 });
  const total = title.height + (subtitle ? TITLE_GAP + subtitle.height : 0);
  const top = bodyTop + Math.max(0, (bodyHeight - total) / 2);
  const titleColor = style.textColor ?? parseHex(palette.title);
  items.push(
    ...placeText(texts.title, title, { x: PADDING, y: top, align: startAlign(texts.title, style), color: titleColor }),
  );
  if (texts.subtitle && subtitle) {
    const align = startAlign(texts.subtitle, style);
    const y = top + title.height + TITLE_GAP;
    items.push(...placeText(texts.subtitle, subtitle, { x: PADDING, y, align, color: parseHex(palette.subtitle) }));
  }
  if (hasFooter) items.push(...footer(input, palette, OG_HEIGHT - PADDING - AVATAR_SIZE, rtl));
  return items;
}

/** The `minimal` card: the title centred, the logo above it and an accent rule below. */
export function minimalTemplate(input: TemplateInput): SceneItem[] {
  const { options, images, style, texts } = input;
  const palette = OG_PALETTES[options.theme];
  const logoRoom = images.logo ? LOGO_BOX.height + 36 : 0;
  const ruleRoom = 36 + 8;
  const title = setText(texts.title, {
    width: CONTENT_WIDTH,
    height: CONTENT_HEIGHT - logoRoom - ruleRoom,
    maxLines: 6,
    maxSize: 128,
    minSize: 40,
    letterSpacing: style.letterSpacing ?? -1,
    lineHeight: titleLineHeight,
  });
  let y = PADDING + (CONTENT_HEIGHT - (logoRoom + title.height + ruleRoom)) / 2;
  const items: SceneItem[] = [];
  if (images.logo) {
    const x = Math.round((OG_WIDTH - images.logo.width) / 2);
    items.push(imageAt(images.logo, x, Math.round(y + (LOGO_BOX.height - images.logo.height) / 2)));
    y += logoRoom;
  }
  const color = style.textColor ?? parseHex(palette.title);
  items.push(
    ...placeText(texts.title, title, { x: PADDING, y, align: startAlign(texts.title, style, 'center'), color }),
  );
  y += title.height + 36;
  items.push({
    kind: 'rect',
    box: { x: (OG_WIDTH - 96) / 2, y, width: 96, height: 8 },
    radius: 4,
    fill: parseHex(options.accent),
  });
  return items;
}

/** The fields each template shows: the others are ignored, with a warning. */
export const TEMPLATE_FIELDS = {
  article: ['title', 'subtitle', 'author', 'avatar', 'logo'],
  minimal: ['title', 'logo'],
  code: ['title', 'code'],
} as const;

const CODE_PANEL = { top: 56, bottom: OG_HEIGHT - 56, radius: 14, titleBar: 36, insetX: 24, insetBottom: 18 };
/** Excerpt font sizes: the largest, the smallest, and how far long lines may shrink the rest (a share). */
const EXCERPT_SIZES = { max: 26, min: 14, longLineShrink: 0.75 };

/**
 * The `code` card: the title over a window of highlighted code (the excerpt's first lines, at
 * the largest size that fits them, long lines cut with an ellipsis). Returns the items and
 * whether lines were cut.
 */
export function codeTemplate(input: TemplateInput, excerpt: CodeExcerpt): { items: SceneItem[]; cut: boolean } {
  const { options, style, texts } = input;
  const palette = OG_PALETTES[options.theme];
  // The bar and the title start from the right of a right-to-left card; the code stays left to right.
  const items: SceneItem[] = [accentBar(parseHex(options.accent), cardIsRtl(texts))];
  const title = setText(texts.title, {
    width: CONTENT_WIDTH,
    height: 150,
    maxLines: 2,
    maxSize: 64,
    minSize: 32,
    letterSpacing: style.letterSpacing ?? -1,
    lineHeight: titleLineHeight,
  });
  const titleColor = style.textColor ?? parseHex(palette.title);
  const align = startAlign(texts.title, style);
  items.push(...placeText(texts.title, title, { x: PADDING, y: CODE_PANEL.top, align, color: titleColor }));

  const panelTop = CODE_PANEL.top + title.height + GAP;
  const panel = { x: PADDING, y: panelTop, width: CONTENT_WIDTH, height: CODE_PANEL.bottom - panelTop };
  const [red, green, blue] = parseHex(excerpt.colors.background);
  const border: Rgba = excerpt.themeType === 'dark' ? [255, 255, 255, 26] : [0, 0, 0, 24];
  items.push({
    kind: 'rect',
    box: panel,
    radius: CODE_PANEL.radius,
    fill: [red, green, blue, 255],
    border: { width: 1, color: border },
  });
  DOT_COLORS.forEach((dot, index) => {
    items.push({
      kind: 'circle',
      cx: panel.x + 22 + index * 22,
      cy: panel.y + CODE_PANEL.titleBar / 2 + 2,
      radius: 6.5,
      fill: parseHex(dot),
    });
  });

  // The largest size at which every line fits the height; long lines shrink it by at most a
  // quarter (past that they are cut with an ellipsis: one long line must not make all small).
  const codeTop = panel.y + CODE_PANEL.titleBar + 4;
  const codeWidth = panel.width - 2 * CODE_PANEL.insetX;
  const codeHeight = panel.y + panel.height - CODE_PANEL.insetBottom - codeTop;
  const rows = Math.max(1, excerpt.lines.length);
  const longest = Math.max(1, ...excerpt.lines.map(lineColumns));
  const byHeight = Math.floor(codeHeight / (rows * LINE_HEIGHT_EM));
  const byWidth = Math.floor(codeWidth / (longest * COLUMN_WIDTH_EM));
  const tallest = Math.min(EXCERPT_SIZES.max, byHeight);
  const fontSize = Math.max(
    EXCERPT_SIZES.min,
    Math.min(tallest, Math.max(byWidth, Math.round(tallest * EXCERPT_SIZES.longLineShrink))),
  );
  const columnWidth = fontSize * COLUMN_WIDTH_EM;
  const maxColumns = Math.floor(codeWidth / columnWidth);
  const lineHeight = fontSize * LINE_HEIGHT_EM;
  let cut = false;
  excerpt.lines.forEach((line, index) => {
    const grid = {
      left: panel.x + CODE_PANEL.insetX,
      columnWidth,
      fontSize,
      top: codeTop + index * lineHeight,
      height: lineHeight,
    };
    const style = { color: excerpt.colors.foreground, bold: false, italic: false, underline: false };
    const fitted = fitCells(line, maxColumns, style);
    cut ||= fitted.cut;
    items.push(
      ...rowItems(fitted.cells, grid, (cell) => parseHex(cell.style.color || excerpt.colors.foreground), undefined, 1),
      selectableRow(fitted.cells, grid, { bold: false, italic: false }),
    );
  });
  return { items, cut };
}
