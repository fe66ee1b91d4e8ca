import { codeToTokens } from 'shiki';
import { glow, h, PALETTES } from './h.mjs';

/**
 * The `code` card: the title over a window of highlighted code (its first lines, in JetBrains
 * Mono, coloured by a Shiki theme).
 */
export async function code({
  title,
  code,
  language = 'ts',
  theme = 'dark',
  accent = '#7c3aed',
  codeTheme,
  fontSize = 26,
}) {
  const palette = PALETTES[theme];
  const shikiTheme = codeTheme ?? (theme === 'light' ? 'github-light' : 'github-dark');
  const { tokens, bg, fg } = await codeToTokens(code, { lang: language, theme: shikiTheme });
  const lines = tokens
    .slice(0, 12)
    .map((line) =>
      h(
        'div',
        { display: 'flex', height: fontSize * 1.5, alignItems: 'center', whiteSpace: 'pre' },
        line.length === 0
          ? ' '
          : line.map((token) => h('span', { color: token.color ?? fg, whiteSpace: 'pre' }, token.content)),
      ),
    );
  const dot = (color) => h('div', { width: 13, height: 13, borderRadius: 7, backgroundColor: color });
  return h(
    'div',
    {
      width: 1200,
      height: 630,
      display: 'flex',
      flexDirection: 'column',
      padding: '56px 72px',
      gap: 28,
      fontFamily: 'Inter',
      color: palette.title,
      backgroundColor: palette.background,
      backgroundImage: glow(accent, palette.glow),
    },
    h('div', { position: 'absolute', left: 0, top: 0, bottom: 0, width: 12, backgroundColor: accent }),
    h(
      'div',
      { display: 'flex', fontSize: 64, fontWeight: 700, letterSpacing: -1, lineHeight: 1.12, lineClamp: 2 },
      title,
    ),
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        flexGrow: 1,
        borderRadius: 14,
        backgroundColor: bg,
        border: `1px solid ${theme === 'dark' ? 'rgba(255,255,255,0.1)' : 'rgba(0,0,0,0.09)'}`,
        padding: '0 24px 18px',
        overflow: 'hidden',
      },
      h(
        'div',
        { display: 'flex', gap: 9, height: 40, alignItems: 'center' },
        dot('#ff5f57'),
        dot('#febc2e'),
        dot('#28c840'),
      ),
      h('div', { display: 'flex', flexDirection: 'column', fontFamily: 'monospace', fontSize }, lines),
    ),
  );
}
