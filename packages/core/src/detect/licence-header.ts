/*
 * A licence or copyright header says nothing of the language beneath it but its comment
 * marks, yet it can fill much of a file's first lines with the same prose in any language
 * (Apache's header reads alike atop Groovy, Swift and Objective-C). The classifier reads the
 * comment's marks and not its words: the header is cut down to them.
 */

const LICENCE_WORDS = /\b(?:licen[cs]ed?|copyright|spdx-license-identifier|warranty|permission is hereby granted)\b/i;
/** A header shorter than this is a comment like any other. */
const MIN_HEADER_LINES = 3;

/** Block comments by their opening and closing marks. */
const BLOCKS: readonly [string, string][] = [
  ['/*', '*/'],
  ['<!--', '-->'],
  ['(*', '*)'],
  ['{-', '-}'],
];
/** Line comments; `#` only before a space or the line's end (`#include`, `#import` are code). */
const LINE_COMMENT = /^(\/\/+|#(?=\s|$)|--|;+|%+)/;

/** The code with a leading licence header replaced by its comment marks alone. */
export function withoutLicenceHeader(code: string): string {
  const start = code.length - code.trimStart().length;
  const head = code.slice(start);
  for (const [open, close] of BLOCKS) {
    if (!head.startsWith(open)) continue;
    const end = head.indexOf(close, open.length);
    if (end < 0) return code;
    return cutIfLicence(code, start, start + end + close.length, `${open}\n${close}`);
  }
  const mark = LINE_COMMENT.exec(head)?.[1];
  if (!mark) return code;
  let end = start;
  while (end < code.length) {
    const lineEnd = code.indexOf('\n', end);
    const line = code.slice(end, lineEnd < 0 ? code.length : lineEnd).trimStart();
    if (!line.startsWith(mark)) break;
    end = lineEnd < 0 ? code.length : lineEnd + 1;
  }
  return cutIfLicence(code, start, end, mark);
}

function cutIfLicence(code: string, from: number, to: number, marks: string): string {
  const header = code.slice(from, to);
  if (header.split('\n').length < MIN_HEADER_LINES || !LICENCE_WORDS.test(header)) return code;
  return `${code.slice(0, from)}${marks}\n${code.slice(to)}`;
}
