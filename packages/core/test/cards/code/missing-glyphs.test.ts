import { describe, expect, it } from 'vitest';
import { renderCodeWithInfo } from '../../../src/pipeline/render-functions.js';

describe('characters no bundled font has', () => {
  it('are named with their code points in the warnings, once each', async () => {
    const { warnings, image } = await renderCodeWithInfo({
      // Egyptian hieroglyphs and Cherokee: scripts no bundled face covers.
      code: 'const glyphs = "𓀀𓀁 𓀀"; // Ꮳ',
      language: 'ts',
      scale: 1,
    });
    expect(image.length).toBeGreaterThan(0);
    expect(warnings).toHaveLength(1);
    const [warning] = warnings;
    expect(warning).toMatchObject({ field: 'code', lasting: true });
    expect(warning?.reason).toContain('𓀀 (U+13000), 𓀁 (U+13001), Ꮳ (U+13E3)');
    expect(warning?.reason).toMatch(/missing-glyph boxes/);
  });

  it('leave no warning when every character has a glyph or a picture', async () => {
    const { warnings } = await renderCodeWithInfo({
      code: 'const hello = "你好，世界 こんにちは Привет Γειά"; // 🚀 👩‍💻 🇫🇷\n\tlet e = "é e\u0301";',
      language: 'ts',
      scale: 1,
    });
    expect(warnings).toEqual([]);
  });
});
