import { regionalFonts } from '../regional-fonts.js';
import type { ResourceWarning } from './fetch/load-resource.js';

/*
 * Han characters are drawn differently in Japan, China, Taiwan and Hong Kong, and Korea (直, 骨,
 * 角, 誤…): a reader notices forms from another region at once. The card's `lang` (a BCP 47
 * tag) chooses the forms; `auto` takes Japanese when the text has kana, else Simplified Chinese.
 */

/** Whose letterforms Han characters take: Simplified or Traditional Chinese, Japanese, Korean. */
export type CjkForms = 'sc' | 'tc' | 'jp' | 'kr';

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The forms a language tag asks for, or undefined when the tag says nothing about Han (`en`, `auto`). */
function formsOfTag(lang: string): CjkForms | undefined {
  const tag = lang.toLowerCase().replaceAll('_', '-');
  if (/^ja(-|$)/.test(tag)) return 'jp';
  if (/^ko(-|$)/.test(tag)) return 'kr';
  if (/^zh(-|$)/.test(tag)) return /-(hant|tw|hk|mo)(-|$)/.test(tag) ? 'tc' : 'sc';
  if (/^(yue|cmn-hant)(-|$)/.test(tag)) return 'tc';
  return undefined;
}

const REGIONAL_NAMES = { jp: 'Japanese', tc: 'Traditional Chinese' } as const;

/**
 * The forms for a card's text and its `lang`, and a warning when they need @glyphcast/fonts-cjk
 * and it is not installed (then Simplified Chinese forms are drawn).
 */
export function resolveCjkForms(
  lang: string,
  text: string,
  installed = regionalFonts() !== undefined,
): { forms: CjkForms; warning?: ResourceWarning } {
  const asked = formsOfTag(lang);
  const forms = asked ?? (KANA.test(text) ? 'jp' : 'sc');
  if ((forms === 'jp' || forms === 'tc') && !installed) {
    const why = asked ? `lang ${lang}` : 'the text has kana, so it is Japanese';
    return {
      forms: 'sc',
      warning: {
        field: 'lang',
        reason: `${why}: ${REGIONAL_NAMES[forms]} letterforms need @glyphcast/fonts-cjk (npm install @glyphcast/fonts-cjk); Han characters are drawn in Simplified Chinese forms`,
        lasting: true,
      },
    };
  }
  return { forms };
}
