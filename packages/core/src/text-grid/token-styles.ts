import type { ThemedToken } from 'shiki/core';
import type { TextStyle } from './text-cells.js';

/*
 * From Shiki's tokens to the grid's text styles, and code as both cards take it.
 */

// Shiki's FontStyle bit flags.
const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;

/** Shares one style object per colour and font style, so runs of equal style merge. */
export function styleCache(foreground: string): (token: ThemedToken) => TextStyle {
  const styles = new Map<string, TextStyle>();
  return (token) => {
    const flags = token.fontStyle !== undefined && token.fontStyle > 0 ? token.fontStyle : 0;
    const color = token.color ?? foreground;
    const key = `${color}|${flags}|${token.bgColor ?? ''}`;
    let style = styles.get(key);
    if (!style) {
      style = {
        color,
        italic: (flags & ITALIC) !== 0,
        bold: (flags & BOLD) !== 0,
        underline: (flags & UNDERLINE) !== 0,
        // Only terminal output (inverse, background colours) gives a token a background.
        ...(token.bgColor ? { background: token.bgColor } : {}),
      };
      styles.set(key, style);
    }
    return style;
  };
}

/** Line breaks as LF, and one final newline dropped: a file's last line is not an empty row. */
export function normalizeCode(code: string): string {
  return code.replace(/\r\n?/g, '\n').replace(/\n$/, '');
}
