/*
 * What Markdown documents write, and text that is no Markdown: the marks that tell a page of
 * Markdown from the code its blocks show and from plain notes, as the corrections and the set
 * aside of containers (unmarked-labels.ts) read them.
 */

/**
 * What only Markdown writes: a `#` heading, a fence, a link, bold text, a quote, a table row.
 * Plain text's notes (NEWS, INSTALL, change logs) underline titles and quote `code` too.
 */
export const MARKDOWN_STRUCTURE = /^#{1,6}\s|^\s*```|\[[^\]\n]+\]\([^)\s]+\)|\*\*[^*\n]+\*\*|^\s*>\s|^\s*\|.*\|\s*$/m;
const MARKDOWN_HEADING = /^#{1,6} \S/;
/** A `#` heading at the start of any line. */
export const MARKDOWN_HEADING_LINE = new RegExp(MARKDOWN_HEADING.source, 'm');
const FENCE_OPENING = /^(?:```|~~~)(?:\{[\w-]+\}|[\w-]*)(?:[ \t].*)?$/;
/** A sentence: three words or more, or a line of Chinese, Japanese or Korean, which spaces no words. */
const PROSE_LINE =
  /^\p{L}[^\s=;{}]*(?: +[^\s=;{}]+){2,}[^=;{}]*$|^[^=;{}]*[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{6}[^=;{}]*$/u;
/** A heading, a list item, bold text, a quote, a table row, a tag, an image, a code span, a link, a rule, a container (`::: tip`). */
const DOCUMENT_MARK = /^(?:#{1,6} |[*+-] |\*\*|> ?|\||<|!\[|[`_]|\d+\. |\[|-{3,}\s*$|:{3,})/;
/** A line of a document's prose or markup: a heading, a sentence, a list item, a quote, a table row, a tag. */
const isDocumentLine = (line: string) => DOCUMENT_MARK.test(line) || PROSE_LINE.test(line);
/** A link to an address or a page (`[Impute.jl](https://…)`, `[guide](./guide.md)`), or bold text. */
const MARKDOWN_INLINE = /\[[^\]\n]+\]\((?:https?:\/\/|\.{0,2}\/|#)[^)\s]*\)|\*\*[^*\n]+\*\*/;
/** MyST's target and attribute lines above a heading (`(handling-files)=`, `{.hide-header}`). */
const MYST_LINE = /^\([\w-]+\)=\s*$|^\{[^}\n]*\}\s*$/;
/**
 * A Markdown document: front matter then a heading; or a heading, a sentence or an image or link
 * first (a README's logo), then prose, lists or markup, then a fenced block (the fence's
 * language is what the model reads) or, under a heading, nothing else to the end with a link or
 * bold text among it. A file of code opening with a `# comment` has code, not prose, before any
 * fence its strings hold (and Astro's frontmatter is followed by markup, not a heading).
 */
export function looksLikeMarkdownDocument(code: string): boolean {
  const lines = code.split('\n');
  const frontMatterEnd = lines[0]?.trim() === '---' ? lines.indexOf('---', 1) : -1;
  const start = lines.findIndex((line, index) => index > frontMatterEnd && line.trim() && !MYST_LINE.test(line));
  if (start < 0) return false;
  const first = lines[start] as string;
  const heading = MARKDOWN_HEADING.test(first);
  if (frontMatterEnd > 0 && heading) return true;
  if (!(heading || PROSE_LINE.test(first) || /^!?\[[^\]\n]*\]\(/.test(first))) return false;
  const fence = lines.findIndex((line, index) => index > start && FENCE_OPENING.test(line));
  const before = lines.slice(start + 1, fence > 0 ? fence : undefined);
  const documentLines = before.every((line) => !line.trim() || isDocumentLine(line));
  if (fence > 0) return documentLines;
  // Lines that are not headings: a script's `# comments` read as headings all the way down.
  const body = before.filter((line) => line.trim() && !line.startsWith('#'));
  return heading && documentLines && body.length >= 5 && MARKDOWN_INLINE.test(code);
}
/**
 * Lines that are all prose, list items, headings or quotes, one of them linking or in bold:
 * Markdown's. A block comment's lines all open with its `*`, a script's with its `#`.
 */
export function looksLikeMarkdownProse(code: string): boolean {
  const lines = code.split('\n').filter((line) => line.trim());
  return (
    lines.length >= 2 &&
    MARKDOWN_INLINE.test(code) &&
    lines.every((line) => isDocumentLine(line.trimStart())) &&
    !lines.every((line) => /^[*#]/.test(line.trimStart()))
  );
}
/** Markdown's marks, its structure or a code span or an underline (`===`, `---`). */
export const MARKDOWN_ONLY = new RegExp(`${MARKDOWN_STRUCTURE.source}|\`[^\`\\n]+\`|^(?:={3,}|-{3,})\\s*$`, 'm');

const YAML_PAIR = /^[\w-]+:(?:\s|$)/;
/**
 * Front matter of YAML pairs then a page (a heading, a script, prose): Markdown's (mdsvex and
 * VitePress pages). Astro's frontmatter is code, and a YAML file's next document is YAML again.
 */
export function opensWithFrontMatter(code: string): boolean {
  const lines = code.split('\n');
  if (lines[0]?.trim() !== '---') return false;
  const end = lines.indexOf('---', 1);
  const next = lines.slice(end + 1).find((line) => line.trim());
  const pairs = lines.slice(1, Math.max(end, 1));
  return (
    pairs.some((line) => YAML_PAIR.test(line)) &&
    pairs.every((line) => !line.trim() || YAML_PAIR.test(line) || /^\s+\S|^\s*#/.test(line)) &&
    next !== undefined &&
    !YAML_PAIR.test(next)
  );
}
