import { describe, expect, it } from 'vitest';
import { DIFF_COLORS } from '../../../src/cards/code/diff-colors.js';
import { LINE_HEIGHT_EM, windowMetrics } from '../../../src/cards/code/metrics.js';
import { GlyphcastError } from '../../../src/errors.js';
import { listThemes } from '../../../src/highlight/list-themes.js';
import { renderCode } from '../../../src/pipeline/render-functions.js';
import { contrastRatio, over, parseHex } from '../../../src/scene/color.js';
import { colorDistance, countDifferent, decode, hexToRgb, pixelAt } from '../../_image.js';

const PADDING = 48;
const LINE_HEIGHT = 14 * LINE_HEIGHT_EM;
const COLUMN = 14 * 0.6;
/** Vertical middle of row `index` (0-based) of a `mac` window at scale 1. */
const rowMiddle = (index: number) => PADDING + windowMetrics(14).codeTop.mac + (index + 0.5) * LINE_HEIGHT;

async function theme(id: string) {
  const found = (await listThemes()).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no theme ${id}`);
  return found;
}

/** Checks each row's band at the window's right edge (vitesse-dark); returns the window colour. */
async function expectBands(image: Awaited<ReturnType<typeof decode>>, marks: ('added' | 'removed' | undefined)[]) {
  const windowColor = parseHex((await theme('vitesse-dark')).colors.background);
  const right = image.width - PADDING - 6;
  marks.forEach((mark, row) => {
    const expected = mark ? over(DIFF_COLORS.dark[mark].band, windowColor) : windowColor;
    expect(colorDistance(pixelAt(image, right, rowMiddle(row)), expected), `row ${row}`).toBeLessThan(3);
  });
  return windowColor;
}

describe('added and removed lines', () => {
  it('band the lines green and red across the window and put + and - in the gutter', async () => {
    const image = await decode(
      await renderCode({
        code: 'const a = 1;\nconst b = 2;\nconst c = 3;',
        language: 'ts',
        addedLines: [2],
        removedLines: [3],
        scale: 1,
      }),
    );
    const windowColor = await expectBands(image, [undefined, 'added', 'removed']);
    // The marker column is the first two columns of the code area; code follows it.
    const marker = (row: number) => ({ x: PADDING + 20, y: rowMiddle(row) - 7, width: COLUMN, height: 14 });
    const ink = (row: number, mark: 'added' | 'removed') =>
      countDifferent(image, marker(row), over(DIFF_COLORS.dark[mark].band, windowColor), 40);
    expect(ink(0, 'added')).toBe(0);
    expect(ink(1, 'added')).toBeGreaterThan(10);
    expect(ink(2, 'removed')).toBeGreaterThan(5);
  });

  it('keep the markers legible on their bands and the code on its band, in every theme', async () => {
    for (const { id, type, colors } of await listThemes()) {
      const window = parseHex(colors.background);
      for (const mark of ['added', 'removed'] as const) {
        const palette = DIFF_COLORS[type === 'light' ? 'light' : 'dark'][mark];
        const band = over(palette.band, window);
        expect(contrastRatio(palette.marker, band), `${id} ${mark} marker`).toBeGreaterThanOrEqual(3);
        const foreground = parseHex(colors.foreground);
        // The code on the band stays at WCAG AA (4.5:1), or 85% of the theme's own when that is lower.
        expect(contrastRatio(foreground, band), `${id} ${mark} code`).toBeGreaterThanOrEqual(
          Math.min(4.5, 0.85 * contrastRatio(foreground, window)),
        );
      }
    }
  });
});

const DIFF = `diff --git a/src/greet.ts b/src/greet.ts
--- a/src/greet.ts
+++ b/src/greet.ts
@@ -41,3 +41,3 @@
 export function greet(name: string) {
-  return "Hello, " + name;
+  return "Hi, " + name;
 }
`;

describe('language: diff', () => {
  it('draws hunk lines as bands, without the headers, numbered as in the new file', async () => {
    const image = await decode(await renderCode({ code: DIFF, language: 'diff', lineNumbers: true, scale: 1 }));
    // Rows: the @@ line, line 41, the removed line, line 42 (added), line 43: five rows.
    expect(image.height).toBe(
      Math.ceil(2 * PADDING + windowMetrics(14).codeTop.mac + windowMetrics(14).insetY + 5 * LINE_HEIGHT),
    );
    const windowColor = await expectBands(image, [undefined, undefined, 'removed', 'added', undefined]);
    // The gutter holds two digits ("41"), then a space, the marker and a space before the code.
    const removedNumber = { x: PADDING + 20, y: rowMiddle(2) - 7, width: 2 * COLUMN, height: 14 };
    const addedNumber = { ...removedNumber, y: rowMiddle(3) - 7 };
    expect(countDifferent(image, removedNumber, over(DIFF_COLORS.dark.removed.band, windowColor), 30)).toBe(0);
    expect(countDifferent(image, addedNumber, over(DIFF_COLORS.dark.added.band, windowColor), 30)).toBeGreaterThan(10);
  });

  it("highlights the code in the language of the headers' file name, or in diffLanguage", async () => {
    /** Distinct colours drawn in the code rows: a highlighted row has several. */
    const colours = async (code: string, diffLanguage?: string) => {
      const image = await decode(
        await renderCode({ code, language: 'diff', scale: 1, ...(diffLanguage ? { diffLanguage } : {}) }),
      );
      const seen = new Set<string>();
      for (let x = PADDING + 20; x < image.width - PADDING; x++) {
        const [r, g, b] = pixelAt(image, x, rowMiddle(1));
        seen.add(`${r >> 4},${g >> 4},${b >> 4}`);
      }
      return seen.size;
    };
    const asText = await colours(DIFF.replaceAll('greet.ts', 'greet.txt'));
    expect(await colours(DIFF)).toBeGreaterThan(asText + 5);
    expect(await colours(DIFF.replaceAll('greet.ts', 'greet.txt'), 'ts')).toBeGreaterThan(asText + 5);
  });

  it('names diffLanguage when it is not a language', async () => {
    const error = await renderCode({ code: DIFF, language: 'diff', diffLanguage: 'klingon' }).catch((caught) => caught);
    expect(error).toBeInstanceOf(GlyphcastError);
    expect(error).toMatchObject({ field: 'diffLanguage', code: 'INVALID_PARAMETER' });
  });

  it('keeps removed lines in focus with the numbered line they stand before', async () => {
    const image = await decode(await renderCode({ code: DIFF, language: 'diff', focusLines: [42], scale: 1 }));
    const windowColor = hexToRgb((await theme('vitesse-dark')).colors.background);
    const inkOf = (row: number) =>
      countDifferent(image, { x: PADDING + 40, y: rowMiddle(row) - 7, width: 150, height: 14 }, windowColor, 90);
    // Line 41 is dimmed (little strong ink); the removed line and line 42 are not.
    expect(inkOf(1)).toBeLessThan(inkOf(2) / 4);
    expect(inkOf(2)).toBeGreaterThan(20);
  });
});
