import { faceExtents } from '../../assets/shaper.js';
import { inkWidth, type LineSettings, type SetParagraph, setParagraph } from '../../paragraph/line-fill.js';
import { paragraphItems } from '../../paragraph/paragraph-items.js';
import { type ShapedParagraph, shapeParagraph } from '../../paragraph/shaped-text.js';
import { transformText } from '../../paragraph/text-transform.js';
import type { Rgba } from '../../scene/color.js';
import type { Paint, SceneItem, SelectableItem, TextItem } from '../../scene/scene.js';
import type { DesignStyle } from './css/design-style.js';
import type { ChosenFont } from './fonts.js';

/*
 * A run of text in a design: one flex item whose size is its text's. It is shaped once
 * (faces per character, bidi, HarfBuzz) and set again for every width layout asks about; after
 * layout it is set at its box's width and placed as scene items. Line breaks in the text start
 * new paragraphs where white space is kept (`pre`, `pre-wrap`, `pre-line`).
 */

export class TextLeaf {
  readonly paragraphs: ShapedParagraph[];

  constructor(
    text: string,
    readonly style: DesignStyle,
    readonly font: ChosenFont,
  ) {
    const transformed = transformText(text, style.textTransform);
    const keepsBreaks =
      style.whiteSpace === 'pre' || style.whiteSpace === 'pre-wrap' || style.whiteSpace === 'pre-line';
    const keepsSpaces = style.whiteSpace === 'pre' || style.whiteSpace === 'pre-wrap';
    const parts = keepsBreaks ? transformed.split(/\r\n|\r|\n/) : [transformed];
    // break-word is normal breaking (overflow is cut anyway); the others are the line breaker's own.
    const wordBreak = style.wordBreak === 'break-word' ? 'normal' : style.wordBreak;
    const reading = {
      preserve: keepsSpaces,
      wordBreak,
      ...(style.direction ? { direction: style.direction } : {}),
    } as const;
    this.paragraphs = parts.map((part) => shapeParagraph(part, font.paragraph, reading));
  }

  /** Characters no bundled face has. */
  get missing(): string[] {
    return [...new Set(this.paragraphs.flatMap((paragraph) => paragraph.missing))];
  }

  private get wraps(): boolean {
    return this.style.whiteSpace !== 'nowrap' && this.style.whiteSpace !== 'pre' && this.style.textWrap !== 'nowrap';
  }

  /** The line box's height in pixels. */
  get lineHeight(): number {
    const { lineHeight, fontSize } = this.style;
    if (lineHeight === 'normal') {
      const { ascender, descender } = faceExtents(this.font.paragraph.face);
      return (ascender + descender) * fontSize;
    }
    return 'px' in lineHeight ? lineHeight.px : lineHeight.multiple * fontSize;
  }

  private settings(width: number, maxLines: number, ellipsize = true): LineSettings {
    return { size: this.style.fontSize, letterSpacing: this.style.letterSpacing, width, maxLines, ellipsize };
  }

  /** Every paragraph set at `width` (no wrapping when the text does not wrap). */
  set(width: number, forDrawing = false): SetParagraph[] {
    const clamp = this.style.lineClamp;
    const ellipsis = this.style.textOverflow === 'ellipsis' || clamp !== undefined;
    const lineWidth = this.wraps ? width : forDrawing && ellipsis ? width : Number.POSITIVE_INFINITY;
    let budget =
      clamp ?? (this.wraps ? Number.POSITIVE_INFINITY : forDrawing && ellipsis ? 1 : Number.POSITIVE_INFINITY);
    const sets: SetParagraph[] = [];
    for (const paragraph of this.paragraphs) {
      if (budget <= 0) break;
      const set = setParagraph(paragraph, this.settings(lineWidth, budget, forDrawing));
      budget -= set.lines.length;
      sets.push(set);
    }
    return sets;
  }

  /**
   * The narrowest the text can be set (CSS min-content): its longest unbreakable run, or all of
   * it when it does not wrap. A flex item shrinks no narrower, as in browsers.
   */
  minContentWidth(): number {
    if (!this.wraps) return this.measure(Number.POSITIVE_INFINITY).width;
    const settings = this.settings(Number.POSITIVE_INFINITY, 1);
    let widest = 0;
    for (const paragraph of this.paragraphs) {
      for (const chunk of paragraph.chunks) widest = Math.max(widest, inkWidth(chunk, settings));
    }
    return Math.ceil(widest - 1e-6);
  }

  /** Width and height of the text set at `width`: what layout's measure asks. */
  measure(width: number): { width: number; height: number } {
    // Yoga asks again and again, at a few widths (unwrapped, the column's, the item's).
    let size = this.measured.get(width);
    if (!size) {
      size = this.measureAt(width);
      this.measured.set(width, size);
    }
    return size;
  }

  private readonly measured = new Map<number, { width: number; height: number }>();

  private measureAt(width: number): { width: number; height: number } {
    const sets = this.set(width);
    const lines = sets.reduce((count, set) => count + Math.max(1, set.lines.length), 0);
    const widest = Math.max(0, ...sets.flatMap((set) => set.lines.map((line) => line.width)));
    return { width: Math.ceil(widest - 1e-6), height: lines * this.lineHeight };
  }

  /**
   * `text-wrap: balance`: the narrowest width that keeps the line count, so the lines come out
   * of even length (found by halving).
   */
  private balancedWidth(width: number): number {
    const lines = (at: number) => this.set(at, true).reduce((count, set) => count + set.lines.length, 0);
    const target = lines(width);
    if (target <= 1) return width;
    let low = width / 2;
    let high = width;
    for (let step = 0; step < 12; step++) {
      const middle = (low + high) / 2;
      if (lines(middle) > target) low = middle;
      else high = middle;
    }
    return high;
  }

  /** Scene items of the text in its content box. */
  items(box: { x: number; y: number; width: number }, color: Rgba, paint: Paint | undefined): SceneItem[] {
    const setWidth = this.style.textWrap === 'balance' && this.wraps ? this.balancedWidth(box.width) : box.width;
    const sets = this.set(setWidth, true);
    const lineHeight = this.lineHeight;
    const multiple = lineHeight / this.style.fontSize;
    const items: SceneItem[] = [];
    let y = box.y;
    sets.forEach((set, index) => {
      const paragraph = this.paragraphs[index] as ShapedParagraph;
      const placed = paragraphItems(paragraph, set, this.settings(box.width, Number.POSITIVE_INFINITY), {
        x: box.x,
        y,
        width: box.width,
        align: this.align(paragraph.rtl),
        lineHeight: multiple,
        color,
      });
      for (const item of placed) {
        if (item.kind !== 'text') continue;
        if (paint) (item as { paint?: Paint }).paint = paint;
        if (this.font.oblique) (item as TextItem).oblique = true;
      }
      items.push(...placed, ...this.decorations(placed, color));
      y += Math.max(1, set.lines.length) * lineHeight;
    });
    return items;
  }

  private align(rtl: boolean): 'left' | 'center' | 'right' {
    const { textAlign } = this.style;
    if (textAlign === 'left' || textAlign === 'right' || textAlign === 'center') return textAlign;
    const end = textAlign === 'end';
    return rtl !== end ? 'right' : 'left';
  }

  /** Underline, overline and line-through along each drawn line. */
  private decorations(items: readonly SceneItem[], color: Rgba): SceneItem[] {
    const lines = this.style.textDecorationLine;
    if (lines.length === 0) return [];
    const decorationColor = this.style.textDecorationColor ?? color;
    const size = this.style.fontSize;
    const thickness = Math.max(1, size / 14);
    const offsets = { underline: 0.12 * size, 'line-through': -0.3 * size, overline: -0.9 * size };
    return items
      .filter((item): item is SelectableItem => item.kind === 'selectable')
      .flatMap((line) =>
        lines.map(
          (kind): SceneItem => ({
            kind: 'box',
            box: { x: line.x, y: line.baseline + offsets[kind] - thickness / 2, width: line.width, height: thickness },
            paints: [{ kind: 'color', color: decorationColor }],
          }),
        ),
      );
  }
}
