import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { HarfBuzz } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { FALLBACK_ORDER, fallbackFontBytes, unpackedFallbackFiles } from '../../src/assets/fallback-fonts.js';
import { chooseFace, unpackFacesFor } from '../../src/assets/font-coverage.js';
import { listedFaceHas, unpackedBytes } from '../../src/assets/font-facts.js';
import { INTER_FONT_FILES, MONO_FONT_FILES } from '../../src/assets/fonts.js';

const FONTS = join(import.meta.dirname, '../../fonts');
/** @glyphcast/fonts-cjk's faces, in the workspace. */
const REGIONAL = join(import.meta.dirname, '../../../fonts-cjk/fonts');
const mono = { file: MONO_FONT_FILES[0] as string };
/** Planes 0 to 3: every character the bundled faces have lies below. */
const LAST_CHECKED = 0x3ffff;

// The shaper is never loaded in this file: a face that had to be opened would throw.
describe('fallback faces chosen and unpacked, with no face opened to choose', () => {
  it('chooses Noto Sans KR for Hangul without unpacking the faces tried before it', () => {
    expect(chooseFace('한', mono)).toMatchObject({ id: 'kr' });
    expect(chooseFace('ش', mono)).toMatchObject({ id: 'arabic' });
    expect(chooseFace('ж', mono)).toBe('primary');
    expect(chooseFace('中', { file: INTER_FONT_FILES.regular })).toMatchObject({ id: 'sc' });
    expect(chooseFace('直', mono, 'jp')).toMatchObject({ id: 'jp' });
    expect(unpackedFallbackFiles()).toEqual([]);
  });

  it('starts nothing, and fails nothing, when a face cannot be chosen before the shaper loads', async () => {
    // A custom font is opened to be asked, which needs the shaper.
    await expect(unpackFacesFor('中文', { file: join(FONTS, 'custom.ttf') })).resolves.toBeUndefined();
    expect(unpackedFallbackFiles()).toEqual([]);
  });

  it('unpacks the faces a text needs ahead of drawing, and only those', async () => {
    await unpackFacesFor('// 한국어 주석\nconst 이름 = "값";', mono);
    expect(unpackedFallbackFiles()).toEqual(['NotoSansKR_400Regular.ttf.br']);
    await unpackFacesFor('// 中文注释 and עברית', mono);
    expect(unpackedFallbackFiles().sort()).toEqual([
      'NotoSansHebrew_400Regular.ttf.br',
      'NotoSansKR_400Regular.ttf.br',
      'NotoSansSC_400Regular.ttf.br',
    ]);
    // What drawing reads is the file unpacked ahead, not a second unpacking.
    const expected = brotliDecompressSync(readFileSync(join(FONTS, 'NotoSansSC_400Regular.ttf.br')));
    expect(fallbackFontBytes('sc', false).equals(expected)).toBe(true);
    await unpackFacesFor('plain ASCII, and JetBrains Mono’s own “quotes” and Ωμέγα', mono);
    expect(unpackedFallbackFiles()).toHaveLength(3);
  });
});

describe('the build’s facts about the bundled faces', () => {
  const fallbackStems = [...new Set([...FALLBACK_ORDER.wide, ...FALLBACK_ORDER.narrow].map((face) => face.stem))];
  const files: { stem: string; folder?: string; bytes: () => Buffer }[] = [
    ...fallbackStems.map((stem) => ({
      stem,
      bytes: () => brotliDecompressSync(readFileSync(join(FONTS, `${stem}_400Regular.ttf.br`))),
    })),
    { stem: 'JetBrainsMono', bytes: () => readFileSync(MONO_FONT_FILES[0] as string) },
    { stem: 'Inter', bytes: () => readFileSync(INTER_FONT_FILES.regular) },
    ...['NotoSansJP', 'NotoSansTC'].map((stem) => ({
      stem,
      folder: REGIONAL,
      bytes: () => brotliDecompressSync(readFileSync(join(REGIONAL, `${stem}_400Regular.ttf.br`))),
    })),
  ];

  it('lists every bundled face, each in its own folder', () => {
    for (const { stem, folder = FONTS } of files) expect(listedFaceHas(folder, stem, 0x41), stem).not.toBeUndefined();
    expect(listedFaceHas(FONTS, 'NotoSansJP', 0x65e5)).toBeUndefined();
  });

  it('records each compressed file’s size unpacked', () => {
    for (const stem of fallbackStems) {
      const name = `${stem}_400Regular.ttf.br`;
      expect(unpackedBytes(FONTS, name), name).toBe(brotliDecompressSync(readFileSync(join(FONTS, name))).length);
    }
    expect(unpackedBytes(join(FONTS, 'nowhere'), 'NotoSansSC_400Regular.ttf.br')).toBeUndefined();
  });

  it('answers as each font file itself does, character by character', async () => {
    const harfbuzz = await (createRequire(import.meta.url)('harfbuzzjs') as Promise<HarfBuzz>);
    for (const { stem, bytes, folder = FONTS } of files) {
      const face = harfbuzz.createFace(harfbuzz.createBlob(bytes()), 0);
      const has = new Set(face.collectUnicodes());
      expect(Math.max(...has), stem).toBeLessThanOrEqual(LAST_CHECKED);
      let differences = 0;
      for (let codePoint = 0; codePoint <= LAST_CHECKED; codePoint++) {
        if (listedFaceHas(folder, stem, codePoint) !== has.has(codePoint)) differences++;
      }
      expect(differences, stem).toBe(0);
    }
  });
});
