import type { CjkForms } from '../../assets/cjk-forms.js';
import { MONO_FONT_FILES } from '../../assets/fonts.js';
import { getResolvedTheme } from '../../highlight/highlighter.js';
import { type ThemeColors, themeColors } from '../../highlight/theme-colors.js';
import type { CodeThemeId } from '../../highlight/theme-ids.js';
import { chooseLanguage, tokenize } from '../../highlight/tokenize.js';
import { COLUMN_WIDTH_EM } from '../../text-grid/code-metrics.js';
import { type Cell, lineToCells } from '../../text-grid/text-cells.js';
import { normalizeCode, styleCache } from '../../text-grid/token-styles.js';
import { EXCERPT_LINES, type ResolvedOgOptions } from './options.js';

/*
 * The code template's excerpt, highlighted as a code card highlights it (Shiki, the code
 * themes, JetBrains Mono with the same fallback faces), cut to its first lines.
 */

export interface CodeExcerpt {
  lines: Cell[][];
  colors: ThemeColors;
  themeType: 'light' | 'dark';
  /** Lines of the excerpt past those shown. */
  linesLeftOut: number;
  /** Characters no bundled face has. */
  missing: string[];
}

export async function prepareExcerpt(params: ResolvedOgOptions, forms?: CjkForms): Promise<CodeExcerpt> {
  const all = normalizeCode(params.code ?? '').split('\n');
  const code = all.slice(0, EXCERPT_LINES).join('\n');
  const theme: CodeThemeId = params.codeTheme ?? (params.theme === 'light' ? 'github-light' : 'github-dark');
  const choice = await chooseLanguage(code, params.language);
  const [tokens, resolved] = await Promise.all([tokenize(code, choice.language, theme), getResolvedTheme(theme)]);
  const colors = themeColors(resolved);
  const styleOf = styleCache(colors.foreground);
  const missing = new Set<string>();
  const options = {
    primary: { file: MONO_FONT_FILES[0] as string },
    columnWidthEm: COLUMN_WIDTH_EM,
    onMissing: (grapheme: string) => missing.add(grapheme),
    ...(forms ? { forms } : {}),
  };
  const lines = tokens.map((line) =>
    lineToCells(
      line.map((token) => ({ content: token.content, style: styleOf(token) })),
      options,
    ),
  );
  return {
    lines,
    colors,
    themeType: resolved.type === 'light' ? 'light' : 'dark',
    linesLeftOut: all.length - lines.length,
    missing: [...missing],
  };
}
