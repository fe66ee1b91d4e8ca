import type { ResolvedHighlightOptions } from './options.js';
import { chooseLanguage, prepareHighlighter } from './tokenize.js';

export interface HighlightResult {
  /** The Shiki language id used. */
  language: string;
  /** True when `language` was `auto` and the id above was detected. */
  detected: boolean;
  /** How sure the detection was, from 0 to 1 (only when detected; under 0.3 the code is drawn as plain text). */
  confidence?: number;
  /** Shiki's HTML: a `<pre class="shiki">` with inline colours, safe to embed (code is escaped). */
  html: string;
}

/** Highlights validated options to HTML on the calling thread: what a pool worker runs. */
export async function highlightToHtml({ code, language, theme }: ResolvedHighlightOptions): Promise<HighlightResult> {
  const choice = await chooseLanguage(code, language);
  const [highlighter, { codeToHtml }] = await Promise.all([
    prepareHighlighter(choice.language, theme),
    import('@shikijs/core'),
  ]);
  const html = codeToHtml(highlighter, code, { lang: choice.language, theme });
  return { ...choice, html };
}
