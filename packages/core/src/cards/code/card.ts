import { resolveCjkForms } from '../../assets/cjk-forms.js';
import { loadResource, type ResourceWarning } from '../../assets/fetch/load-resource.js';
import { missingGlyphWarning, unpackFacesFor } from '../../assets/font-coverage.js';
import { MONO_FONT_FILES } from '../../assets/fonts.js';
import { loadShaper } from '../../assets/shaper.js';
import { assertPixelSize } from '../../encode/pixel-limits.js';
import { getResolvedTheme } from '../../highlight/highlighter.js';
import { type ThemeColors, themeColors } from '../../highlight/theme-colors.js';
import type { CodeThemeId } from '../../highlight/theme-ids.js';
import { chooseLanguage, tokenize } from '../../highlight/tokenize.js';
import type { Card } from '../../scene/card.js';
import { over, parseHex, toHex } from '../../scene/color.js';
import { terminalScreen } from '../../terminal/terminal-screen.js';
import { type CellOptions, lineToCells, type TextStyle } from '../../text-grid/text-cells.js';
import { normalizeCode, styleCache } from '../../text-grid/token-styles.js';
import { getBackground } from './backgrounds.js';
import { diffLines, plainLines } from './card-lines.js';
import { codeCustomisation } from './customisation.js';
import { layoutInSize, parseSize, type SizedLayout } from './fit-size.js';
import { layoutCode, minimumSize } from './layout.js';
import { COLUMN_WIDTH_EM, MAX_CODE_WIDTH } from './metrics.js';
import { CodeOptionsSchema, parseCodeOptions, type ResolvedCodeOptions } from './options.js';
import { codeScene } from './scene.js';
import { unshownLineWarnings } from './unshown-lines.js';

/** The custom font's bytes, fetched on the calling thread, and what could not be fetched. */
export interface CodeSources {
  font?: Uint8Array;
  warnings: ResourceWarning[];
}

/** What was decided while laying the card out. */
export interface CodeInfo {
  /** The Shiki language used, and whether it was detected (`language: auto`) and how surely (0 to 1). */
  language: string;
  detected: boolean;
  confidence?: number;
  /** A custom font that could not be used (the bundled one was). */
  warnings: ResourceWarning[];
}

/** The code's own face when no custom font is given. */
const BUNDLED_MONO = { file: MONO_FONT_FILES[0] as string };

/** The title's style: the theme's foreground at 60% on its background, quieter than the code. */
function titleStyle(colors: ThemeColors): TextStyle {
  const color = toHex(over(parseHex(colors.foreground, 0.6), parseHex(colors.background)));
  return { color, bold: false, italic: false, underline: false };
}

/** A code screenshot: syntax-highlighted code in a window on a styled background. */
export const codeCard: Card<'code', ResolvedCodeOptions, CodeSources, CodeInfo> = {
  kind: 'code',

  schema: CodeOptionsSchema,

  parse: parseCodeOptions,

  async loadSources(params, fetcher) {
    if (!params.font) return { warnings: [] };
    const result = await loadResource(params.font, 'font', fetcher);
    return 'bytes' in result ? { font: result.bytes, warnings: [] } : { warnings: [result.warning] };
  },

  async layout({ params, sources, watermark }) {
    const code = normalizeCode(params.code);
    // One line of text: breaks and other control characters become spaces.
    const title = params.title.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
    const cjk = resolveCjkForms(params.lang, code);
    // The fallback faces the text needs unpack on other threads while the shaper loads and the
    // code is detected and highlighted: the bundled face's coverage needs no shaper.
    const bundledFacesReady = sources.font ? undefined : unpackFacesFor(`${title}${code}`, BUNDLED_MONO, cjk.forms);
    await loadShaper();
    const custom = codeCustomisation(params.css, sources.font);
    // Refuse a card that cannot fit before spending time on highlighting it. A lone \r is not
    // counted: in terminal output it overwrites a line rather than starting one.
    const lineCount = params.code.replace(/\n$/, '').split(/\r?\n/).length;
    const size = params.size === undefined ? undefined : parseSize(params.size);
    const minimum = size ?? minimumSize(lineCount, { ...params, lineHeightEm: custom.lineHeightEm });
    assertPixelSize(minimum.width, minimum.height, params.scale, params.format, true);

    const missing = new Set<string>();
    const cellOptions: CellOptions = {
      primary: custom.card.font ? { file: custom.card.font.file } : BUNDLED_MONO,
      columnWidthEm: custom.columnWidthEm ?? COLUMN_WIDTH_EM,
      onMissing: (grapheme) => missing.add(grapheme),
      forms: cjk.forms,
    };
    const facesReady = bundledFacesReady ?? unpackFacesFor(`${title}${code}`, cellOptions.primary, cjk.forms);

    const choice = await chooseLanguage(code, params.language);
    const cardLines =
      choice.language === 'diff'
        ? await diffLines(code, params)
        : // Terminal output as the terminal would show it at the end (\r and cursor moves applied).
          plainLines(choice.language === 'ansi' ? terminalScreen(params.code) : code, choice.language, params);

    /** The card in one theme: the geometry is the same in every theme, only colours differ. */
    const themedScene = async (themeId: CodeThemeId) => {
      const [tokens, theme] = await Promise.all([
        tokenize(cardLines.code, cardLines.language, themeId),
        getResolvedTheme(themeId),
        facesReady,
      ]);
      const colors = themeColors(theme);
      const styleOf = styleCache(colors.foreground);
      const hunkStyle = { color: colors.lineNumber, bold: false, italic: false, underline: false };
      let codeLine = 0;
      const lines = cardLines.hunks.map((hunk) => {
        if (hunk !== undefined) return lineToCells([{ content: hunk, style: hunkStyle }], cellOptions);
        const line = tokens[codeLine++] ?? [];
        return lineToCells(
          line.map((token) => ({ content: token.content, style: styleOf(token) })),
          cellOptions,
        );
      });
      const input = {
        ...params,
        lines,
        numbers: cardLines.numbers,
        marks: cardLines.marks,
        titleCells: title ? lineToCells([{ content: title, style: titleStyle(colors) }], cellOptions) : [],
        columnWidthEm: cellOptions.columnWidthEm,
        lineHeightEm: custom.lineHeightEm,
      };
      const sized = size ? layoutInSize(input, size) : undefined;
      const layout = sized?.layout ?? layoutCode(input);
      assertPixelSize(layout.width, layout.height, params.scale, params.format);
      cappedFrom = layout.cappedFrom;
      if (sized?.cutRows) cut = sized;
      return codeScene({
        layout,
        background: getBackground(params.background),
        colors,
        themeType: theme.type === 'light' ? 'light' : 'dark',
        scale: params.scale,
        watermark,
        custom: custom.card,
      });
    };

    let cappedFrom: number | undefined;
    let cut: SizedLayout | undefined;
    const scene = await themedScene(params.theme);
    const shown = cardLines.numbers.length;
    const what = cardLines.language === 'ansi' ? 'terminal output' : `${cardLines.language} code`;
    scene.description = `${title ? `${title}: ` : ''}${what}, ${shown} line${shown === 1 ? '' : 's'}`;
    // An SVG for both colour schemes carries the dark theme's items too.
    if (params.darkTheme) scene.dark = (await themedScene(params.darkTheme)).items;
    const warnings = [...sources.warnings, ...custom.warnings, ...(cjk.warning ? [cjk.warning] : [])];
    if (title && params.window === 'none') {
      warnings.push({ field: 'title', reason: 'window none has no title bar to show it in', lasting: true });
    }
    if (cappedFrom !== undefined) {
      warnings.push({
        field: 'width',
        reason: `the longest line needs a card ${cappedFrom} px wide; the card stops at ${MAX_CODE_WIDTH} px and longer lines wrap (give a width to choose where)`,
        lasting: true,
      });
    }
    if (cut) {
      const shown = cut.totalRows - cut.cutRows;
      warnings.push({
        field: 'size',
        reason: `the code takes ${cut.totalRows} rows at ${cut.layout.fontSize} px, and ${params.size} holds ${shown}: the last ${cut.cutRows} are cut (ask for a taller size, or show fewer lines)`,
        lasting: true,
      });
    }
    warnings.push(...unshownLineWarnings(params, cardLines.numbers));
    const missingWarning = missingGlyphWarning('code', [...missing]);
    if (missingWarning) warnings.push(missingWarning);
    return { scene, info: { ...choice, warnings } };
  },
};
