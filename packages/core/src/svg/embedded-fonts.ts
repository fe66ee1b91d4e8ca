import { readFileSync } from 'node:fs';
import { subsetFont } from '../assets/font-subset.js';
import { MONO_FAMILY, MONO_FONT_FILES } from '../assets/fonts.js';
import type { TextFace } from '../scene/scene.js';
import { escapeXml } from '../text/xml.js';

/*
 * The fonts an SVG's text is set in: each font file drawn gets a family name of its own
 * (`g0`, `g1`…) and travels inside the SVG as a subset holding only the characters drawn with
 * it, so the image looks the same where the font is not installed and weighs kilobytes.
 */

/** A font file as the SVG names it: the family inside the file, its weight and style. */
export interface FontUse {
  file: string;
  family: string;
  bold: boolean;
  italic: boolean;
}

/** The font a monospace face draws from: the bundled style, or the custom font. */
export function monoFont(face: TextFace): FontUse {
  if (face.custom) return { file: face.custom.file, family: face.custom.family, bold: face.bold, italic: face.italic };
  const file = MONO_FONT_FILES[(face.bold ? 1 : 0) + (face.italic ? 2 : 0)] as string;
  return { file, family: MONO_FAMILY, bold: face.bold, italic: face.italic };
}

/**
 * The fonts an SVG's text is set in, under their own family names (so a renderer given the
 * font files, as resvg is, finds them too), each embedded as a subset of the characters drawn
 * with it: the image looks the same where the font is not installed, and weighs kilobytes.
 */
export class EmbeddedFonts {
  private readonly fonts = new Map<string, { use: FontUse; codePoints: Set<number> }>();

  /** The text attributes that select `font`, noting `text`'s characters for its subset. */
  use(font: FontUse, text: string): string {
    let entry = this.fonts.get(font.file);
    if (!entry) {
      entry = { use: font, codePoints: new Set() };
      this.fonts.set(font.file, entry);
    }
    for (const character of text) entry.codePoints.add(character.codePointAt(0) as number);
    const weight = font.bold ? ' font-weight="700"' : '';
    const style = font.italic ? ' font-style="italic"' : '';
    return `font-family="${escapeXml(quoteFamily(font.family))}, monospace"${weight}${style}`;
  }

  /** `@font-face` rules with each subset as a data URI, for the SVG's style sheet. */
  async fontFaces(): Promise<string> {
    const rules = await Promise.all(
      [...this.fonts.values()].map(async ({ use, codePoints }) => {
        const subset = await subsetFont(readFileSync(use.file), codePoints);
        const data = Buffer.from(subset).toString('base64');
        const weight = use.bold ? 700 : 400;
        const style = use.italic ? 'italic' : 'normal';
        return `@font-face{font-family:${quoteFamily(use.family)};font-weight:${weight};font-style:${style};src:url(data:font/ttf;base64,${data}) format("truetype")}`;
      }),
    );
    return rules.join('');
  }
}

/** A family name as CSS takes it: in quotes, with quotes and backslashes escaped. */
function quoteFamily(family: string): string {
  return `'${family.replace(/[\\'<>&]/g, '')}'`;
}
