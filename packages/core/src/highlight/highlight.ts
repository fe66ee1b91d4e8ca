import { type HighlightOptions, parseHighlightOptions } from '../options/highlight-options.js';
import { chooseLanguage, prepareHighlighter } from './tokenize.js';

export interface HighlightResult {
  /** The Shiki language id used. */
  language: string;
  /** True when `language` was `auto` and the id above was detected. */
  detected: boolean;
  /** Shiki's HTML: a `<pre class="shiki">` with inline colours, safe to embed (code is escaped). */
  html: string;
}

/** Highlights code to HTML with one of the code themes (what `GET /v1/highlight` returns). */
export async function highlight(options: HighlightOptions): Promise<HighlightResult> {
  const { code, language, theme } = parseHighlightOptions(options);
  const choice = await chooseLanguage(code, language);
  const highlighter = await prepareHighlighter(choice.language, theme);
  const html = highlighter.codeToHtml(code, { lang: choice.language, theme });
  return { ...choice, html };
}
