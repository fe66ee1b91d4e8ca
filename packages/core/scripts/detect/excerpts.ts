import { shuffleKey } from './select-files.ts';

/*
 * The 3-to-5-line excerpt of an evaluation file: a window with at least two lines of code (not
 * blank, not comments, not another language embedded in the file), chosen by the file's hash.
 */

const COMMENT_LINE = /^\s*(?:\/\/|#(?!include|define|if|import)|\*|\/\*|--|;|%|<!--|"""|'''|\(\*)/;
/** Line comments that only some languages have (elsewhere `'` or `!` starts code). */
const LANGUAGE_COMMENT_LINE: Record<string, RegExp> = {
  vb: /^\s*(?:'|REM\b)/i,
  bat: /^\s*@?(?:REM\b|::)/i,
  'fortran-free-form': /^\s*!/,
};

/** Indexes of the lines from a line matching `open` to the next one matching `close`. */
function regionLines(lines: string[], open: RegExp, close: RegExp): Set<number> {
  const out = new Set<number>();
  let inside = false;
  lines.forEach((line, index) => {
    if (!inside && open.test(line)) inside = !close.test(line.replace(open, ''));
    else if (inside && close.test(line)) inside = false;
    else if (!inside) return;
    out.add(index);
  });
  return out;
}

/**
 * Lines of another language embedded in the file (code blocks of Markdown, style and script
 * elements of HTML and of Vue, Svelte and Astro components): an excerpt from there is that other
 * language, so none is taken there.
 */
function embeddedLines(lines: string[], language: string): Set<number> {
  if (language === 'markdown') return regionLines(lines, /^\s*(```|~~~)/, /^\s*(```|~~~)/);
  if (language === 'html') return regionLines(lines, /<(?:style|script)\b/i, /<\/(?:style|script)>/i);
  // A component file's style and script blocks (and Astro's frontmatter) are CSS and TypeScript.
  if (language === 'vue' || language === 'svelte' || language === 'astro') {
    const out = regionLines(lines, /<(?:style|script)\b/i, /<\/(?:style|script)>/i);
    if (language === 'astro' && lines[0]?.trim() === '---') {
      const end = lines.indexOf('---', 1);
      for (let index = 0; index <= (end < 0 ? lines.length - 1 : end); index++) out.add(index);
    }
    return out;
  }
  return new Set();
}

/** Block comments (a licence header, a doc comment): prose, not the code a reader would show. */
const BLOCK_COMMENTS: [RegExp, RegExp][] = [
  [/\/\*/, /\*\//],
  [/<!--/, /-->/],
  [/\{-/, /-\}/],
  [/--\[\[/, /\]\]/],
  [/^=(?:begin|pod|head\d|over|item)\b/, /^=(?:end|cut)\b/],
  [/<#/, /#>/],
];
/** Block comments that only some languages have: elsewhere `(*` is a pointer in parentheses. */
const LANGUAGE_BLOCK_COMMENTS: Record<string, [RegExp, RegExp][]> = {
  ocaml: [[/\(\*/, /\*\)/]],
  fsharp: [[/\(\*/, /\*\)/]],
  pascal: [
    [/\(\*/, /\*\)/],
    [/^\s*\{/, /\}/],
  ],
  julia: [[/#=/, /=#/]],
  nim: [[/#\[/, /\]#/]],
};
const PROSE = new Set(['markdown', 'text', 'diff', 'ansi', 'shellsession']);

/** Indexes of the lines that are comments (line comments and block comments). */
export function commentLines(lines: string[], language: string): Set<number> {
  const out = new Set<number>();
  if (PROSE.has(language)) return out;
  for (const [open, close] of [...BLOCK_COMMENTS, ...(LANGUAGE_BLOCK_COMMENTS[language] ?? [])])
    for (const index of regionLines(lines, open, close)) out.add(index);
  const languageComment = LANGUAGE_COMMENT_LINE[language];
  lines.forEach((line, index) => {
    if (COMMENT_LINE.test(line) || languageComment?.test(line)) out.add(index);
  });
  return out;
}

/** A 3-to-5-line window of `text` with at least two lines of code, or undefined when none has. */
export function excerptOf(text: string, key: string, language: string): string | undefined {
  const lines = text.split('\n');
  const embedded = embeddedLines(lines, language);
  const comments = commentLines(lines, language);
  const hash = Number.parseInt(shuffleKey(key).slice(0, 8), 16);
  const size = 3 + (hash % 3);
  const starts: number[] = [];
  for (let start = 0; start + size <= lines.length; start++) {
    const window = lines.slice(start, start + size);
    const filled = window.filter((line) => line.trim());
    if (filled.length < 3 || window[0]?.trim() === '') continue;
    if (filled.join('').replace(/\s/g, '').length < 40) continue;
    if (window.filter((line, offset) => line.trim() && !comments.has(start + offset)).length < 2) continue;
    if (window.some((line) => line.length > 200)) continue;
    if (window.some((_, offset) => embedded.has(start + offset))) continue;
    starts.push(start);
  }
  if (starts.length === 0) return undefined;
  const start = starts[(hash >>> 3) % starts.length] as number;
  return lines.slice(start, start + size).join('\n');
}
