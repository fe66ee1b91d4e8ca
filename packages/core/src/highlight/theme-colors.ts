import type { ThemeRegistrationResolved } from 'shiki/core';

/** The colours of a code theme that the card uses besides its token colours. */
export interface ThemeColors {
  /** The editor background: the window's fill. */
  background: string;
  /** The default text colour. */
  foreground: string;
  /** The dim colour of line numbers. */
  lineNumber: string;
}

/** A theme colour as `#rrggbb` or `#rrggbbaa` in lower case (short forms expanded). */
function hex(value: string | undefined): string | undefined {
  if (!value || !/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value)) return undefined;
  const digits = value.slice(1).toLowerCase();
  return `#${digits.length <= 4 ? Array.from(digits, (digit) => digit + digit).join('') : digits}`;
}

export function themeColors(theme: ThemeRegistrationResolved): ThemeColors {
  const colors = theme.colors ?? {};
  const background = hex(theme.bg) ?? (theme.type === 'light' ? '#ffffff' : '#1e1e1e');
  const foreground = hex(theme.fg) ?? (theme.type === 'light' ? '#24292e' : '#e1e4e8');
  // Several themes leave the line number colour out; a faded foreground reads the same way.
  const lineNumber = hex(colors['editorLineNumber.foreground']) ?? `${foreground.slice(0, 7)}66`;
  return { background, foreground, lineNumber };
}
