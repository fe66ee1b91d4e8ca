import { bundledThemesInfo } from 'shiki/themes';
import { getResolvedTheme } from './highlighter.js';
import { type ThemeColors, themeColors } from './theme-colors.js';
import { CODE_THEME_IDS, type CodeThemeId } from './theme-ids.js';

export interface ThemeInfo {
  id: CodeThemeId;
  /** Display name, as Shiki spells it. */
  name: string;
  type: 'light' | 'dark';
  colors: ThemeColors;
}

/** Lists the code themes with their names, light/dark type and main colours (loads each theme once). */
export async function listThemes(): Promise<ThemeInfo[]> {
  return Promise.all(
    CODE_THEME_IDS.map(async (id) => {
      const theme = await getResolvedTheme(id);
      const info = bundledThemesInfo.find((candidate) => candidate.id === id);
      return {
        id,
        name: info?.displayName ?? id,
        type: theme.type === 'light' ? 'light' : 'dark',
        colors: themeColors(theme),
      } satisfies ThemeInfo;
    }),
  );
}
