import { emojiSvg } from '../assets/emoji.js';
import { isWide } from '../assets/font-coverage.js';
import { faceRefKey, glyphOutline } from '../assets/shaper.js';
import type { Rgba } from '../scene/color.js';
import {
  type BackdropItem,
  type CircleItem,
  type EmojiItem,
  type GlowItem,
  type ImageItem,
  OBLIQUE_DEGREES,
  type Picture,
  type RectItem,
  type Scene,
  type SceneGlyph,
  type SceneItem,
  type SelectableItem,
  type TextItem,
  type WatermarkItem,
} from '../scene/scene.js';
import { PRINTABLE_ASCII } from '../text/characters.js';
import { escapeXml } from '../text/xml.js';
import { COLUMN_WIDTH_EM } from '../text-grid/code-metrics.js';
import { n } from './box-paths.js';
import {
  borderElement,
  boxElement,
  boxShadowElement,
  colorAttributes,
  groupElement,
  matrix,
  paintFill,
  type SvgContext,
} from './design-elements.js';
import { type EmbeddedFonts, type FontUse, monoFont } from './embedded-fonts.js';
import { compactPath } from './path-data.js';

/** The glow reaches 60% of the diagonal from the top-right corner (top-left, mirrored), fading linearly. */
const GLOW_REACH = 0.6;
/** The watermark: bold Inter at 9 px, 45% opacity, its baseline 3.6 px above its bottom edge. */
const WATERMARK = { size: 9, opacity: 0.45, baselineAboveBottom: 3.6, letterSpacing: 0.3, text: 'glyphcast' };

/**
 * Writes scene items as SVG elements, collecting what they share (gradients, filters, glyph
 * outlines, emoji pictures) for the document's `<defs>`.
 */
export class SvgWriter {
  private readonly definitions: string[] = [];
  private readonly defined = new Map<string, string>();

  constructor(
    private readonly scene: Scene,
    private readonly fonts: EmbeddedFonts,
    private readonly pictures: ReadonlyMap<Picture, string>,
    private readonly watermarkFont: FontUse,
  ) {}

  items(items: readonly SceneItem[]): string {
    return items.map((item) => this.item(item)).join('');
  }

  /**
   * The text to select, search and read aloud: each line, spaces and all, at the place of its
   * glyphs but invisible, so a selection lights up the drawn text. A monospace line is set in
   * its own font and falls on its glyphs; proportional text (drawn as outlines) is stretched to
   * its drawn width in any sans-serif face.
   */
  selectable(lines: readonly SelectableItem[]): string {
    // A wrapped line's rows are one text element, so the line reads and copies as one.
    const texts: SelectableItem[][] = [];
    for (const line of lines) {
      const open = texts.at(-1);
      if (line.continues && open) open.push(line);
      else texts.push([line]);
    }
    return texts
      .filter((rows) => rows.some((row) => row.text.trim()))
      .map((rows) => {
        const text = this.layerText(rows);
        // Text in a rotated or skewed box lies where its glyphs do.
        const transform = rows[0]?.transform;
        return transform ? `<g transform="${matrix(transform)}">${text}</g>` : text;
      })
      .join('');
  }

  /** One line of the text layer, from its rows (several when it wraps). */
  private layerText(rows: readonly SelectableItem[]): string {
    const first = rows[0] as SelectableItem;
    const look = `font-size="${n(first.size)}" fill="#000" fill-opacity="0"`;
    const stretched = (row: SelectableItem) => `textLength="${n(row.width)}" lengthAdjust="spacingAndGlyphs"`;
    if ('face' in first.set) {
      const font = this.fonts.use(monoFont(first.set.face), rows.map((row) => row.text).join(''));
      // The subset holds only the characters the face draws; a browser sets the others
      // (drawn as outlines or emoji) in a face of its own, at its own widths.
      const place = (row: SelectableItem) =>
        `x="${n(row.x)}" y="${n(row.baseline)}"${PRINTABLE_ASCII.test(row.text) ? '' : ` ${stretched(row)}`}`;
      if (rows.length === 1) return `<text ${place(first)} ${look} ${font}>${escapeXml(first.text)}</text>`;
      const spans = rows.map((row) => `<tspan ${place(row)}>${escapeXml(row.text)}</tspan>`).join('');
      return `<text ${look} ${font}>${spans}</text>`;
    }
    // Proportional text (never wrapped here): right-to-left starts at its right edge.
    const start = first.set.rtl ? `x="${n(first.x + first.width)}" direction="rtl"` : `x="${n(first.x)}"`;
    return `<text ${start} y="${n(first.baseline)}" ${look} font-family="sans-serif" ${stretched(first)}>${escapeXml(first.text)}</text>`;
  }

  defs(): string {
    return this.definitions.join('');
  }

  /** Adds a definition once, by key, and returns its id. */
  private define(key: string, make: (id: string) => string): string {
    let id = this.defined.get(key);
    if (!id) {
      id = `d${this.defined.size}`;
      this.defined.set(key, id);
      this.definitions.push(make(id));
    }
    return id;
  }

  /** What the design items' writers need of this document. */
  private readonly context: SvgContext = {
    define: (key, make) => this.define(key, make),
    pictureHref: (picture) => this.pictures.get(picture) ?? '',
    items: (items) => this.items(items),
  };

  private item(item: SceneItem): string {
    switch (item.kind) {
      case 'box':
        return boxElement(this.context, item);
      case 'border':
        return borderElement(this.context, item);
      case 'box-shadow':
        return boxShadowElement(this.context, item);
      case 'group':
        return groupElement(this.context, item);
      case 'backdrop':
        return this.backdrop(item);
      case 'glow':
        return this.glow(item);
      case 'rect':
        return this.rect(item);
      case 'circle':
        return circle(item);
      case 'text':
        return item.face.outline ? this.outlineText(item) : this.monoText(item);
      case 'emoji':
        return this.emoji(item);
      case 'image':
        return this.picture(item);
      case 'watermark':
        return this.watermark(item);
      case 'selectable':
        // Written once, above everything, by `selectable`.
        return '';
    }
  }

  private backdrop(item: BackdropItem): string {
    const { width, height } = this.scene;
    const whole = `x="0" y="0" width="${width}" height="${height}"`;
    let out = '';
    const [first, ...rest] = item.fill.colors;
    if (item.fill.kind === 'solid' && first) out += `<rect ${whole} ${colorAttributes(first)}/>`;
    if (item.fill.kind === 'gradient' && first) {
      const colors = [first, ...rest];
      const id = this.define(`gradient|${colors.join('|')}`, (id) => {
        const stops = colors
          .map(
            (color, index) =>
              `<stop offset="${n(index / Math.max(1, colors.length - 1))}" ${colorAttributes(color, 'stop-color')}/>`,
          )
          .join('');
        // From the top-left corner to the bottom-right one, in the image's own proportions.
        return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient>`;
      });
      out += `<rect ${whole} fill="url(#${id})"/>`;
    }
    const { x, y, width: w, height: h } = item.window;
    const shadows: string[] = [];
    for (const shadow of item.shadows) {
      const id = this.define(`blur|${shadow.sigma}`, (id) => {
        return `<filter id="${id}" filterUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><feGaussianBlur stdDeviation="${n(shadow.sigma)}"/></filter>`;
      });
      shadows.push(
        `<rect x="${n(x)}" y="${n(y + shadow.offsetY)}" width="${n(w)}" height="${n(h)}" rx="${n(item.radius)}" fill="#000" fill-opacity="${n(shadow.opacity)}" filter="url(#${id})"/>`,
      );
    }
    if (item.fill.kind !== 'transparent' || shadows.length === 0) return out + shadows.join('');
    // On a transparent card the shadow fades out before the image's edge, as in the PNG: over
    // the outer half of the space around the window (a blurred white rectangle as its mask).
    const fade = Math.min(x, y, width - x - w, height - y - h) / 2;
    if (fade < 1) return out + shadows.join('');
    const mask = this.define(`fade|${fade}`, (id) => {
      return `<filter id="${id}b" filterUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><feGaussianBlur stdDeviation="${n(fade / 5)}"/></filter><mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><rect x="${n(fade / 2)}" y="${n(fade / 2)}" width="${n(width - fade)}" height="${n(height - fade)}" fill="#fff" filter="url(#${id}b)"/></mask>`;
    });
    return `${out}<g mask="url(#${mask})">${shadows.join('')}</g>`;
  }

  private glow(item: GlowItem): string {
    const { width, height } = this.scene;
    const reach = Math.hypot(width, height) * GLOW_REACH;
    const strength = (item.opacity * item.accent[3]) / 255;
    const accent: Rgba = [item.accent[0], item.accent[1], item.accent[2], 255];
    const cx = item.mirrored ? 0 : width;
    const id = this.define(`glow|${item.accent.join(',')}|${strength}|${cx}`, (id) => {
      const color = colorAttributes(accent, 'stop-color');
      return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="0" r="${n(reach)}"><stop offset="0" ${color} stop-opacity="${n(strength)}"/><stop offset="1" ${color} stop-opacity="0"/></radialGradient>`;
    });
    const background: Rgba = [item.background[0], item.background[1], item.background[2], 255];
    return `<rect width="${width}" height="${height}" ${colorAttributes(background)}/><rect width="${width}" height="${height}" fill="url(#${id})"/>`;
  }

  private rect(item: RectItem): string {
    const { x, y, width, height } = item.box;
    const radius = item.radius ? ` rx="${n(item.radius)}"` : '';
    let out = `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}"${radius} ${colorAttributes(item.fill)}/>`;
    if (item.border) {
      // Inside the edge, and never thinner than one device pixel.
      const stroke = Math.max(item.border.width, 1 / this.scene.scale);
      const inset = stroke / 2;
      const innerRadius = item.radius ? ` rx="${n(Math.max(0, item.radius - inset))}"` : '';
      out += `<rect x="${n(x + inset)}" y="${n(y + inset)}" width="${n(width - stroke)}" height="${n(height - stroke)}"${innerRadius} fill="none" ${colorAttributes(item.border.color, 'stroke')} stroke-width="${n(stroke)}"/>`;
    }
    return out;
  }

  /**
   * Monospace text: real characters in an embedded subset, each at its own x. The spaces between
   * them are written out too (each at its column), so renderers that ignore a list of x values
   * and set the characters one after the other (librsvg: sharp's SVG input, GNOME's viewers)
   * still show the words apart.
   */
  private monoText(item: TextItem): string {
    const runs: string[] = [];
    let xs: string[] = [];
    let text = '';
    const flush = () => {
      if (!text) return;
      runs.push(`<tspan x="${xs.join(' ')}">${escapeXml(text)}</tspan>`);
      xs = [];
      text = '';
    };
    const cell = item.size * COLUMN_WIDTH_EM;
    let previous: SceneGlyph | undefined;
    for (const glyph of item.glyphs) {
      if (previous) {
        const width = isWide(previous.text) ? 2 : 1;
        const spaces = Math.round((glyph.x - previous.x) / cell) - width;
        for (let column = 0; column < spaces; column++) {
          xs.push(n(previous.x + (width + column) * cell));
          text += ' ';
        }
      }
      previous = glyph;
      const characters = [...glyph.text];
      // One x per character: a grapheme of several (a letter and its marks) gets a span of its own.
      if (characters.length > 1) {
        flush();
        runs.push(`<tspan x="${n(glyph.x)}">${escapeXml(glyph.text)}</tspan>`);
        continue;
      }
      xs.push(n(glyph.x));
      text += glyph.text;
    }
    flush();
    const font = this.fonts.use(monoFont(item.face), item.glyphs.map((glyph) => glyph.text).join(''));
    // The glyphs as drawn; the selectable layer above them holds the text to select and read.
    return `<text aria-hidden="true" y="${n(item.baseline)}" ${font} font-size="${n(item.size)}" ${colorAttributes(item.color)}>${runs.join('')}</text>${this.underline(item)}`;
  }

  /** Glyphs of a fallback face by id: their outlines, defined once and placed where drawn. */
  private outlineText(item: TextItem): string {
    const outline = item.face.outline as NonNullable<TextItem['face']['outline']>;
    const faceKey = faceRefKey(outline.face);
    const upem = glyphOutline(outline.face, item.glyphs[0]?.id ?? 0).upem;
    const k = item.size / upem;
    const uses = item.glyphs.map((glyph) => {
      const id = this.define(`glyph|${faceKey}|${glyph.id}`, (id) => {
        return `<path id="${id}" d="${compactPath(glyphOutline(outline.face, glyph.id ?? 0).path)}"/>`;
      });
      return `<use href="#${id}" transform="translate(${n(glyph.x)} ${n(item.baseline - (glyph.y ?? 0))}) scale(${k.toPrecision(4)} ${(-k).toPrecision(4)})"/>`;
    });
    // Bold from a regular face: the outline stroked by 4% of an em, as the raster backend does.
    const stroke = outline.embolden
      ? ` ${colorAttributes(item.color, 'stroke')} stroke-width="${n(0.04 * upem)}" stroke-linejoin="round"`
      : '';
    let glyphs = `<g ${colorAttributes(item.color)}${stroke}>${uses.join('')}</g>`;
    if (item.paint) {
      // Painted text (a gradient): the glyphs clip a rectangle of the paint, whose gradient is
      // then in the scene's coordinates rather than each glyph's own.
      const clip = this.define(
        `text-clip|${uses.join('')}`,
        (id) => `<clipPath id="${id}">${uses.join('')}</clipPath>`,
      );
      const { width, height } = this.scene;
      glyphs = `<rect width="${width}" height="${height}" ${paintFill(this.context, item.paint)} clip-path="url(#${clip})"/>`;
    }
    // Italic for a face that has none: slanted about the baseline, as browsers synthesise it.
    const slanted = item.oblique
      ? `<g transform="translate(0 ${n(item.baseline)}) skewX(${-OBLIQUE_DEGREES}) translate(0 ${n(-item.baseline)})">${glyphs}</g>`
      : glyphs;
    return `${slanted}${this.underline(item)}`;
  }

  private underline(item: TextItem): string {
    if (!item.underline) return '';
    const thickness = Math.max(1, this.scene.scale) / this.scene.scale;
    const y = item.baseline + item.size * 0.12;
    return `<rect x="${n(item.underline.x)}" y="${n(y)}" width="${n(item.underline.width)}" height="${n(thickness)}" ${colorAttributes(item.color)}/>`;
  }

  private emoji(item: EmojiItem): string {
    const svg = emojiSvg(item.text);
    if (!svg) return '';
    const id = this.define(`emoji|${item.text}|${item.size}`, (id) => {
      const data = svg.toString('base64');
      return `<image id="${id}" width="${n(item.size)}" height="${n(item.size)}" href="data:image/svg+xml;base64,${data}"/>`;
    });
    const x = item.box.x + (item.box.width - item.size) / 2;
    const y = item.box.y + (item.box.height - item.size) / 2;
    const opacity = item.opacity !== undefined && item.opacity < 1 ? ` opacity="${n(item.opacity)}"` : '';
    return `<use href="#${id}" x="${n(x)}" y="${n(y)}"${opacity}/>`;
  }

  /** A picture sized in device pixels for the scene's scale, placed in CSS pixels. */
  private picture(item: ImageItem): string {
    const href = this.pictures.get(item);
    if (!href) return '';
    const { scale } = this.scene;
    return `<image x="${n(item.x)}" y="${n(item.y)}" width="${n(item.width / scale)}" height="${n(item.height / scale)}" href="${href}"/>`;
  }

  private watermark(item: WatermarkItem): string {
    const font = this.fonts.use(this.watermarkFont, WATERMARK.text);
    const fill = item.surface === 'dark' ? '#fff' : '#000';
    return `<text x="${n(item.right)}" y="${n(item.bottom - WATERMARK.baselineAboveBottom)}" text-anchor="end" ${font} font-size="${WATERMARK.size}" letter-spacing="${WATERMARK.letterSpacing}" fill="${fill}" fill-opacity="${WATERMARK.opacity}">${WATERMARK.text}</text>`;
  }
}

function circle(item: CircleItem): string {
  return `<circle cx="${n(item.cx)}" cy="${n(item.cy)}" r="${n(item.radius)}" ${colorAttributes(item.fill)}/>`;
}
