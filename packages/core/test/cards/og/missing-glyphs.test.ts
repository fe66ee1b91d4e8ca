import { describe, expect, it } from 'vitest';
import { renderOgWithInfo } from '../../../src/pipeline/render-functions.js';

describe('characters no bundled font has, on an OG card', () => {
  it('are named per field', async () => {
    const { warnings } = await renderOgWithInfo({
      title: 'Hello 世界 مرحبا שלום 🚀',
      subtitle: '안녕하세요 𓀀',
      author: 'Ada 𝔸 Ꮳ',
    });
    expect(warnings.map((warning) => warning.field)).toEqual(['subtitle', 'author']);
    expect(warnings[0]?.reason).toContain('𓀀 (U+13000)');
    expect(warnings[0]?.reason).not.toContain('U+C548');
    expect(warnings[1]?.reason).toContain('Ꮳ (U+13E3)');
    expect(warnings[1]?.reason).not.toContain('U+1D538');
    expect(warnings.every((warning) => warning.lasting)).toBe(true);
  });
});
