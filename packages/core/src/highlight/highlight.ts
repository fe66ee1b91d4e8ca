import { type HighlightOptions, parseHighlightOptions } from '../options/highlight-options.js';
import { type RenderControl, runOnPool } from '../workers/render-control.js';
import { chooseLanguage, prepareHighlighter } from './tokenize.js';

export interface HighlightResult {
  /** The Shiki language id used. */
  language: string;
  /** True when `language` was `auto` and the id above was detected. */
  detected: boolean;
  /** Shiki's HTML: a `<pre class="shiki">` with inline colours, safe to embed (code is escaped). */
  html: string;
}

/** Highlights on the calling thread: what each worker of the render pool runs. */
export async function highlightInProcess(options: HighlightOptions): Promise<HighlightResult> {
  const { code, language, theme } = parseHighlightOptions(options);
  const choice = await chooseLanguage(code, language);
  const highlighter = await prepareHighlighter(choice.language, theme);
  const html = highlighter.codeToHtml(code, { lang: choice.language, theme });
  return { ...choice, html };
}

/**
 * Highlights code to HTML with one of the code themes (what `GET /v1/highlight` returns). Like
 * a render it runs on the render pool: detecting and highlighting 30000 characters can take most
 * of a second, which would stall a server's event loop.
 */
export async function highlight(options: HighlightOptions, control: RenderControl = {}): Promise<HighlightResult> {
  const params = parseHighlightOptions(options);
  return runOnPool(control, 'highlight', params, () => highlightInProcess(params));
}
