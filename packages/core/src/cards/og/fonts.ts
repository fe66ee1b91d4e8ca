import type { CjkForms } from '../../assets/cjk-forms.js';
import { INTER_FONT_FILES } from '../../assets/fonts.js';
import type { FaceRef } from '../../assets/shaper.js';
import type { ParagraphFont } from '../../paragraph/shaped-text.js';

/*
 * An OG card's text is set in Inter (SIL OFL 1.1: Latin, Greek, Cyrillic), regular and bold, or
 * in the custom font (one file for both weights); the fallback faces draw what it lacks.
 */

export function ogFont(custom: FaceRef | undefined, bold: boolean, forms?: CjkForms): ParagraphFont {
  const face = custom ?? { file: bold ? INTER_FONT_FILES.bold : INTER_FONT_FILES.regular };
  return forms ? { face, bold, forms } : { face, bold };
}
