import * as v from 'valibot';
import { described } from './rules.js';

const RULE = 'a BCP 47 language tag such as ja, zh-TW or ko (at most 35 characters), or auto';

/**
 * The text's language, as a BCP 47 tag: it chooses the regional letterforms of Han characters
 * (Japanese, Simplified or Traditional Chinese, Korean). Every card takes it.
 */
export const LANG_OPTION = v.optional(
  described(
    v.pipe(v.string(RULE), v.maxLength(35, RULE), v.regex(/^(auto|[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8})*)$/, RULE)),
    "the text's language: Han characters take its letterforms (ja Japanese, zh-TW, zh-HK or zh-Hant Traditional Chinese, zh or zh-Hans Simplified, ko Korean; Japanese and Traditional forms need @glyphcast/fonts-cjk installed); auto: Japanese when the text has kana, else Simplified Chinese",
  ),
  'auto',
);
