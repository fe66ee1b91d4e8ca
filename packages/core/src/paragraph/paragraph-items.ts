import { faceExtents, faceRefKey } from '../assets/shaper.js';
import type { Rgba } from '../scene/color.js';
import type { SceneGlyph, SceneItem, SelectableItem, TextItem } from '../scene/scene.js';
import { toDisplayOrder } from '../text/bidi.js';
import type { LineSettings, SetLine, SetParagraph } from './line-fill.js';
import { pieceWidth } from './line-fill.js';
import type { ShapedParagraph } from './shaped-text.js';

/*
 * A set paragraph as scene items: each line's pieces in display order (right-to-left runs
 * reversed), aligned in the box, on baselines placed as CSS places them (the font's ascent and
 * descent centred in each line box).
 */

interface ParagraphPlacement {
  /** The box's left edge and the first line box's top, in pixels. */
  x: number;
  y: number;
  width: number;
  align: 'left' | 'center' | 'right';
  /** Line box height as a multiple of the size. */
  lineHeight: number;
  color: Rgba;
  /** Drawn but not read: no selectable text (an avatar's initials). */
  decorative?: boolean;
}

/** Emoji are drawn a little smaller than the em they advance by, centred on the text. */
const EMOJI_SCALE = 0.92;

export function paragraphItems(
  paragraph: ShapedParagraph,
  set: SetParagraph,
  settings: LineSettings,
  place: ParagraphPlacement,
): SceneItem[] {
  const { size, letterSpacing } = settings;
  const { ascender, descender } = faceExtents(paragraph.font.face);
  const lineBox = size * place.lineHeight;
  const firstBaseline = place.y + (lineBox - (ascender + descender) * size) / 2 + ascender * size;
  const items: SceneItem[] = [];
  set.lines.forEach((line, index) => {
    const baseline = firstBaseline + index * lineBox;
    const slack = place.width - line.width;
    let pen = place.x + (place.align === 'left' ? 0 : place.align === 'right' ? slack : slack / 2);
    if (!place.decorative) items.push(selectableLine(line, pen, baseline, size, paragraph.rtl));
    const texts = new Map<string, TextItem>();
    for (const piece of toDisplayOrder(line.pieces)) {
      if (piece.kind === 'emoji') {
        // Centred on the middle of capital letters, ~0.35 em above the baseline.
        const box = { x: pen, y: baseline - 0.35 * size - size / 2, width: size, height: size };
        items.push({ kind: 'emoji', text: piece.text, box, size: size * EMOJI_SCALE });
      } else if (piece.kind === 'glyphs') {
        const key = `${faceRefKey(piece.face)}${piece.embolden ? '+' : ''}`;
        let item = texts.get(key);
        if (!item) {
          item = {
            kind: 'text',
            face: { bold: false, italic: false, outline: { face: piece.face, embolden: piece.embolden } },
            size,
            color: place.color,
            baseline,
            glyphs: [],
          };
          texts.set(key, item);
        }
        const glyphs = item.glyphs as SceneGlyph[];
        const spacing = piece.joined ? 0 : letterSpacing;
        let clusters = 0;
        let lastCluster = -1;
        for (const glyph of piece.glyphs) {
          if (glyph.cluster !== lastCluster && lastCluster !== -1) clusters++;
          lastCluster = glyph.cluster;
          glyphs.push({ text: '', id: glyph.id, x: pen + glyph.x * size + clusters * spacing, y: glyph.y * size });
        }
      }
      pen += pieceWidth(piece, settings);
    }
    items.push(...texts.values());
  });
  return items;
}

/** The line's characters in logical order, stretched over the width it is drawn in. */
function selectableLine(line: SetLine, left: number, baseline: number, size: number, rtl: boolean): SelectableItem {
  const text = line.pieces.map((piece) => piece.text).join('');
  return { kind: 'selectable', text, x: left, width: line.width, baseline, size, set: { rtl } };
}
