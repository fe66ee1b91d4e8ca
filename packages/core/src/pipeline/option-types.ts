// Written by scripts/option-types.ts from the option schemas (pnpm --filter @glyphcast/core docs:types): do not edit.
import type * as v from 'valibot';
import type { CodeOptionsSchema } from '../cards/code/options.js';
import type { DesignOptionsSchema } from '../cards/design/options.js';
import type { OgOptionsSchema } from '../cards/og/options.js';
import type { HighlightOptionsSchema } from '../highlight/options.js';

/** A code screenshot: `renderCode`, `POST /v1/code`. */
export interface CodeOptions {
  /**
   * the source code to render.
   *
   * a string of 1 to 20000 characters.
   *
   * Required.
   */
  code: v.InferInput<typeof CodeOptionsSchema>['code'];
  /**
   * a Shiki language id or alias in any case (`typescript`, `TS`, `py`, `rs`…), `text` for none, `ansi` for terminal output with escape codes, or `auto` to detect it; a code card draws `diff` as bands of added and removed lines.
   *
   * a string of 1 to 40 characters.
   *
   * @default "auto"
   */
  language?: v.InferInput<typeof CodeOptionsSchema>['language'];
  /**
   * the code theme.
   *
   * One of `vitesse-dark`, `nord`, `catppuccin-mocha`, `one-light`, `dracula`, `monokai`, `one-dark-pro`, `github-dark`, `github-light`, `tokyo-night`, `solarized-light`, `rose-pine`, `night-owl`, `gruvbox-dark-hard`.
   *
   * @default "vitesse-dark"
   */
  theme?: v.InferInput<typeof CodeOptionsSchema>['theme'];
  /**
   * svg only: a second theme the image switches to when the reader prefers a dark colour scheme (`prefers-color-scheme`), so one picture follows light and dark mode; `theme` is shown otherwise.
   *
   * One of `vitesse-dark`, `nord`, `catppuccin-mocha`, `one-light`, `dracula`, `monokai`, `one-dark-pro`, `github-dark`, `github-light`, `tokyo-night`, `solarized-light`, `rose-pine`, `night-owl`, `gruvbox-dark-hard`.
   *
   * Optional, no default.
   */
  darkTheme?: v.InferInput<typeof CodeOptionsSchema>['darkTheme'];
  /**
   * what lies behind the window.
   *
   * One of `gradient-purple`, `gradient-ocean`, `gradient-sunset`, `gradient-mint`, `graphite`, `transparent`.
   *
   * @default "gradient-purple"
   */
  background?: v.InferInput<typeof CodeOptionsSchema>['background'];
  /**
   * `mac` draws a title bar with three traffic-light dots; `none` a plain window.
   *
   * One of `mac`, `none`.
   *
   * @default "mac"
   */
  window?: v.InferInput<typeof CodeOptionsSchema>['window'];
  /**
   * text in the window's title bar, centred in the theme's foreground at 60% and cut with an ellipsis when a fixed `width` makes the bar too short (a fitted card widens for it); `window: none` has no bar, so a title is then left out with a warning.
   *
   * a string of at most 100 characters.
   *
   * @default ""
   */
  title?: v.InferInput<typeof CodeOptionsSchema>['title'];
  /**
   * CSS pixels of space around the window.
   *
   * an integer from 0 to 200.
   *
   * @default 48
   */
  padding?: v.InferInput<typeof CodeOptionsSchema>['padding'];
  /**
   * the code's size in CSS pixels.
   *
   * an integer from 8 to 40.
   *
   * @default 14
   */
  fontSize?: v.InferInput<typeof CodeOptionsSchema>['fontSize'];
  /**
   * show line numbers in a gutter.
   *
   * true or false.
   *
   * @default false
   */
  lineNumbers?: v.InferInput<typeof CodeOptionsSchema>['lineNumbers'];
  /**
   * the number shown on the first line, e.g. 120 for an excerpt from line 120; the gutter widens for large numbers, and highlighted lines are numbered from it.
   *
   * an integer from 1 to 1000000.
   *
   * @default 1
   */
  lineStart?: v.InferInput<typeof CodeOptionsSchema>['lineStart'];
  /**
   * lines to mark with a band, numbered as shown: from `lineStart` (1 unless given); numbers outside the code are ignored, with a warning.
   *
   * an array of at most 200 line numbers.
   *
   * @default []
   */
  highlightLines?: v.InferInput<typeof CodeOptionsSchema>['highlightLines'];
  /**
   * lines to keep in full colour while the others are dimmed (still readable), numbered as shown; none: nothing is dimmed.
   *
   * an array of at most 200 line numbers.
   *
   * @default []
   */
  focusLines?: v.InferInput<typeof CodeOptionsSchema>['focusLines'];
  /**
   * lines to mark as added: a green band and `+` in the gutter, numbered as shown; `language: diff` marks them from the diff itself.
   *
   * an array of at most 200 line numbers.
   *
   * @default []
   */
  addedLines?: v.InferInput<typeof CodeOptionsSchema>['addedLines'];
  /**
   * lines to mark as removed: a red band and `-` in the gutter, numbered as shown; `language: diff` marks them from the diff itself.
   *
   * an array of at most 200 line numbers.
   *
   * @default []
   */
  removedLines?: v.InferInput<typeof CodeOptionsSchema>['removedLines'];
  /**
   * with `language: diff`, the language of the diff's code: a Shiki id or alias, or `auto` to take it from the file names in the diff's headers (else detect it)
   *
   * a string of 1 to 40 characters.
   *
   * @default "auto"
   */
  diffLanguage?: v.InferInput<typeof CodeOptionsSchema>['diffLanguage'];
  /**
   * image width in CSS pixels; 0 fits the longest line (up to 2000, where longer lines wrap, with a warning), otherwise long lines wrap.
   *
   * an integer from 0 to 2000.
   *
   * @default 0
   */
  width?: v.InferInput<typeof CodeOptionsSchema>['width'];
  /**
   * an image of exactly this size in CSS pixels: `og` (1200×630), `square` (1080×1080), `story` (1080×1920) or `WxH` (each side 200 to 4096); the window takes the width, the font shrinks from `fontSize` down to 10 px until the code fits (unwrapped if it can), and lines still past the height are cut, with a warning. Instead of `width`.
   *
   * a string of 1 to 20 characters.
   *
   * Optional, no default.
   */
  size?: v.InferInput<typeof CodeOptionsSchema>['size'];
  /**
   * device pixel ratio: the image is layout size × scale pixels (an svg is vector, sized in CSS pixels)
   *
   * One of `1`, `2`, `3`.
   *
   * @default 2
   */
  scale?: v.InferInput<typeof CodeOptionsSchema>['scale'];
  /**
   * the text's language: Han characters take its letterforms (ja Japanese, zh-TW, zh-HK or zh-Hant Traditional Chinese, zh or zh-Hans Simplified, ko Korean; Japanese and Traditional forms need @glyphcast/fonts-cjk installed); auto: Japanese when the text has kana, else Simplified Chinese.
   *
   * a BCP 47 language tag such as ja, zh-TW or ko (at most 35 characters), or auto.
   *
   * @default "auto"
   */
  lang?: v.InferInput<typeof CodeOptionsSchema>['lang'];
  /**
   * the image format: png, jpeg or webp pixels, or svg (vector, sharp at any size, its text selectable)
   *
   * One of `png`, `jpeg`, `webp`, `svg`.
   *
   * @default "png"
   */
  format?: v.InferInput<typeof CodeOptionsSchema>['format'];
  /**
   * Pro: a TTF, OTF or WOFF font as an http(s) or data: URI (docs/customisation.md)
   *
   * a URI (http, https or data) of at most 1000000 characters.
   *
   * In the library (not over HTTP) also a Buffer or Uint8Array, a file: URL or a path, or a data: URI of any length: at most 5 MB.
   *
   * Optional, no default.
   */
  font?: v.InferInput<typeof CodeOptionsSchema>['font'] | Uint8Array;
  /**
   * Pro: CSS declarations from the card's subset (docs/customisation.md)
   *
   * a string of 1 to 1000 characters.
   *
   * Optional, no default.
   */
  css?: v.InferInput<typeof CodeOptionsSchema>['css'];
}

/** An Open Graph card: `renderOg`, `POST /v1/og`. */
export interface OgOptions {
  /**
   * `article`: logo, title, subtitle, author; `minimal`: logo and title, centred; `code`: title and a highlighted code excerpt.
   *
   * One of `article`, `minimal`, `code`.
   *
   * @default "article"
   */
  template?: v.InferInput<typeof OgOptionsSchema>['template'];
  /**
   * the title; a long one is set smaller to fit.
   *
   * a string of 1 to 300 characters.
   *
   * Required.
   */
  title: v.InferInput<typeof OgOptionsSchema>['title'];
  /**
   * a line under the title (article)
   *
   * a string of at most 300 characters.
   *
   * Optional, no default.
   */
  subtitle?: v.InferInput<typeof OgOptionsSchema>['subtitle'];
  /**
   * the author, at the bottom (article)
   *
   * a string of at most 100 characters.
   *
   * Optional, no default.
   */
  author?: v.InferInput<typeof OgOptionsSchema>['author'];
  /**
   * the author's picture, shown round (article): http(s) (public hosts) or data: URI.
   *
   * a URI (http, https or data) of at most 2000 characters.
   *
   * In the library (not over HTTP) also a Buffer or Uint8Array, a file: URL or a path, or a data: URI of any length: at most 5 MB.
   *
   * Optional, no default.
   */
  avatar?: v.InferInput<typeof OgOptionsSchema>['avatar'] | Uint8Array;
  /**
   * shown top-left (article) or above the title (minimal): http(s) (public hosts) or data: URI.
   *
   * a URI (http, https or data) of at most 2000 characters.
   *
   * In the library (not over HTTP) also a Buffer or Uint8Array, a file: URL or a path, or a data: URI of any length: at most 5 MB.
   *
   * Optional, no default.
   */
  logo?: v.InferInput<typeof OgOptionsSchema>['logo'] | Uint8Array;
  /**
   * the code excerpt (code template, required there): its first 12 lines are shown.
   *
   * a string of 1 to 2000 characters.
   *
   * Optional, no default.
   */
  code?: v.InferInput<typeof OgOptionsSchema>['code'];
  /**
   * a Shiki language id or alias in any case (`typescript`, `TS`, `py`, `rs`…), `text` for none, `ansi` for terminal output with escape codes, or `auto` to detect it; a code card draws `diff` as bands of added and removed lines.
   *
   * a string of 1 to 40 characters.
   *
   * @default "auto"
   */
  language?: v.InferInput<typeof OgOptionsSchema>['language'];
  /**
   * the excerpt's code theme (code template); default github-dark, or github-light on a light card.
   *
   * One of `vitesse-dark`, `nord`, `catppuccin-mocha`, `one-light`, `dracula`, `monokai`, `one-dark-pro`, `github-dark`, `github-light`, `tokyo-night`, `solarized-light`, `rose-pine`, `night-owl`, `gruvbox-dark-hard`.
   *
   * Optional, no default.
   */
  codeTheme?: v.InferInput<typeof OgOptionsSchema>['codeTheme'];
  /**
   * the card's colours.
   *
   * One of `dark`, `light`.
   *
   * @default "dark"
   */
  theme?: v.InferInput<typeof OgOptionsSchema>['theme'];
  /**
   * the glow and accents: #rgb, #rgba, #rrggbb or #rrggbbaa.
   *
   * a hex colour such as #7c3aed.
   *
   * @default "#7c3aed"
   */
  accent?: v.InferInput<typeof OgOptionsSchema>['accent'];
  /**
   * the text's language: Han characters take its letterforms (ja Japanese, zh-TW, zh-HK or zh-Hant Traditional Chinese, zh or zh-Hans Simplified, ko Korean; Japanese and Traditional forms need @glyphcast/fonts-cjk installed); auto: Japanese when the text has kana, else Simplified Chinese.
   *
   * a BCP 47 language tag such as ja, zh-TW or ko (at most 35 characters), or auto.
   *
   * @default "auto"
   */
  lang?: v.InferInput<typeof OgOptionsSchema>['lang'];
  /**
   * the image format: png, jpeg or webp pixels, or svg (vector, sharp at any size, its text selectable)
   *
   * One of `png`, `jpeg`, `webp`, `svg`.
   *
   * @default "png"
   */
  format?: v.InferInput<typeof OgOptionsSchema>['format'];
  /**
   * Pro: a TTF, OTF or WOFF font as an http(s) or data: URI (docs/customisation.md)
   *
   * a URI (http, https or data) of at most 1000000 characters.
   *
   * In the library (not over HTTP) also a Buffer or Uint8Array, a file: URL or a path, or a data: URI of any length: at most 5 MB.
   *
   * Optional, no default.
   */
  font?: v.InferInput<typeof OgOptionsSchema>['font'] | Uint8Array;
  /**
   * Pro: CSS declarations from the card's subset (docs/customisation.md)
   *
   * a string of 1 to 1000 characters.
   *
   * Optional, no default.
   */
  css?: v.InferInput<typeof OgOptionsSchema>['css'];
}

/** Your own design: `renderElement` and `renderHtml` (the tree or HTML is their first argument). */
export interface DesignOptions {
  /**
   * the image width in CSS pixels (the root is this wide)
   *
   * an integer from 1 to 4096.
   *
   * Required.
   */
  width: v.InferInput<typeof DesignOptionsSchema>['width'];
  /**
   * the image height in CSS pixels.
   *
   * an integer from 1 to 4096.
   *
   * Required.
   */
  height: v.InferInput<typeof DesignOptionsSchema>['height'];
  /**
   * png, jpeg or webp pixels, or svg (text selectable)
   *
   * One of `png`, `jpeg`, `webp`, `svg`.
   *
   * @default "png"
   */
  format?: v.InferInput<typeof DesignOptionsSchema>['format'];
  /**
   * device pixel ratio: the image is width × scale pixels.
   *
   * One of `1`, `2`, `3`.
   *
   * @default 1
   */
  scale?: v.InferInput<typeof DesignOptionsSchema>['scale'];
  /**
   * fonts the design names, as satori takes them; Inter is always there, and faces for every script behind them.
   *
   * at most 16 fonts.
   *
   * @default []
   */
  fonts?: v.InferInput<typeof DesignOptionsSchema>['fonts'];
  /**
   * the text's language: Han characters take its letterforms (ja Japanese, zh-TW, zh-HK or zh-Hant Traditional Chinese, zh or zh-Hans Simplified, ko Korean; Japanese and Traditional forms need @glyphcast/fonts-cjk installed); auto: Japanese when the text has kana, else Simplified Chinese.
   *
   * a BCP 47 language tag such as ja, zh-TW or ko (at most 35 characters), or auto.
   *
   * @default "auto"
   */
  lang?: v.InferInput<typeof DesignOptionsSchema>['lang'];
  /**
   * colour emoji: Twemoji (other sets satori names are drawn as Twemoji)
   *
   * One of `twemoji`, `blobmoji`, `noto`, `openmoji`, `fluent`, `fluentFlat`.
   *
   * @default "twemoji"
   */
  emoji?: v.InferInput<typeof DesignOptionsSchema>['emoji'];
}

/** Highlighting to HTML: `highlight`, `GET /v1/highlight`. */
export interface HighlightOptions {
  /**
   * the source code to highlight.
   *
   * a string of 1 to 30000 characters.
   *
   * Required.
   */
  code: v.InferInput<typeof HighlightOptionsSchema>['code'];
  /**
   * a Shiki language id or alias in any case (`typescript`, `TS`, `py`, `rs`…), `text` for none, `ansi` for terminal output with escape codes, or `auto` to detect it; a code card draws `diff` as bands of added and removed lines.
   *
   * a string of 1 to 40 characters.
   *
   * @default "auto"
   */
  language?: v.InferInput<typeof HighlightOptionsSchema>['language'];
  /**
   * the code theme.
   *
   * One of `vitesse-dark`, `nord`, `catppuccin-mocha`, `one-light`, `dracula`, `monokai`, `one-dark-pro`, `github-dark`, `github-light`, `tokyo-night`, `solarized-light`, `rose-pine`, `night-owl`, `gruvbox-dark-hard`.
   *
   * @default "vitesse-dark"
   */
  theme?: v.InferInput<typeof HighlightOptionsSchema>['theme'];
}
