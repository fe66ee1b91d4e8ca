import type { CjkForms } from '../../assets/cjk-forms.js';
import { customFontFile, prepareCustomFont } from '../../assets/custom-font.js';
import type { ResourceWarning } from '../../assets/fetch/load-resource.js';
import { INTER_FONT_FILES, MONO_FONT_FILES } from '../../assets/fonts.js';
import type { FaceRef } from '../../assets/shaper.js';
import type { ParagraphFont } from '../../paragraph/shaped-text.js';
import type { DesignFont } from './options.js';

/*
 * Which face sets an element's text: the first family in its `font-family` that the design's
 * fonts (or the bundled ones) have, at the nearest weight and in its style, as CSS matches
 * fonts. Inter draws a design that names no font it has; `monospace` is JetBrains Mono. Bold
 * and italic are synthesised only where the family has no such face; characters the face
 * lacks fall back per character to the faces for every script (the paragraph's business).
 */

interface Face {
  family: string;
  weight: number;
  italic: boolean;
  ref: FaceRef;
}

/** The face chosen for a run of text, and what has to be synthesised. */
export interface ChosenFont {
  paragraph: ParagraphFont;
  /** Slant the glyphs: italic asked of a family with no italic face. */
  oblique: boolean;
}

const BUNDLED: Face[] = [
  { family: 'inter', weight: 400, italic: false, ref: { file: INTER_FONT_FILES.regular } },
  { family: 'inter', weight: 700, italic: false, ref: { file: INTER_FONT_FILES.bold } },
  ...MONO_FONT_FILES.map((file, index) => ({
    family: 'monospace',
    weight: index % 2 === 1 ? 700 : 400,
    italic: index >= 2,
    ref: { file },
  })),
];

const GENERIC_SANS = new Set([
  'sans-serif',
  'system-ui',
  'ui-sans-serif',
  '-apple-system',
  'blinkmacsystemfont',
  'serif',
  'ui-serif',
]);
const GENERIC_MONO = new Set([
  'monospace',
  'ui-monospace',
  'jetbrains mono',
  'menlo',
  'consolas',
  'sfmono-regular',
  'courier new',
]);

export class DesignFonts {
  private readonly faces: Face[];
  /** Families in the order the design gave them: the first is the default, as satori takes it. */
  private readonly order: string[];

  constructor(
    fonts: readonly DesignFont[],
    warnings: ResourceWarning[],
    /** Whose letterforms Han characters take (the design's `lang`). */
    private readonly forms?: CjkForms,
  ) {
    const own: Face[] = [];
    fonts.forEach((font, index) => {
      try {
        const prepared = prepareCustomFont(Buffer.from(font.data.buffer, font.data.byteOffset, font.data.byteLength));
        own.push({
          family: font.name.toLowerCase(),
          weight: font.weight,
          italic: font.style === 'italic',
          ref: { file: customFontFile(prepared) },
        });
      } catch (error) {
        warnings.push({
          field: `fonts[${index}]`,
          reason: `${(error as Error).message}; Inter is used instead`,
          lasting: true,
        });
      }
    });
    this.faces = [...own, ...BUNDLED];
    this.order = [...new Set(own.map((face) => face.family))];
  }

  /** The face for text in these families, weight and style. */
  choose(families: readonly string[], weight: number, italic: boolean): ChosenFont {
    const wanted = families.map((family) => family.toLowerCase());
    let family = wanted.find((name) => this.faces.some((face) => face.family === name));
    if (!family && wanted.some((name) => GENERIC_MONO.has(name)) && !wanted.some((name) => GENERIC_SANS.has(name)))
      family = 'monospace';
    family ??= this.order[0] ?? 'inter';
    const candidates = this.faces.filter((face) => face.family === family);
    const styled = candidates.filter((face) => face.italic === italic);
    const pool = styled.length > 0 ? styled : candidates;
    const face = nearestWeight(pool, weight);
    const bold = weight >= 600;
    return {
      paragraph: {
        face: face.ref,
        bold,
        synthesizeBold: bold && face.weight < 600,
        ...(this.forms ? { forms: this.forms } : {}),
      },
      oblique: italic && !face.italic,
    };
  }
}

/** CSS's weight matching: at 400–500 the nearest up to 500 first, below lighter first, above heavier first. */
function nearestWeight(faces: readonly Face[], weight: number): Face {
  const score = (face: Face) => {
    const difference = face.weight - weight;
    if (difference === 0) return 0;
    const preferHeavier = weight > 500 || (weight >= 400 && face.weight <= 500);
    return Math.abs(difference) + (difference > 0 === preferHeavier ? 0 : 1000);
  };
  return faces.reduce((best, face) => (score(face) < score(best) ? face : best));
}
