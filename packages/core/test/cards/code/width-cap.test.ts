import { describe, expect, it } from 'vitest';
import { renderCodeWithInfo } from '../../../src/pipeline/render-functions.js';

const LONG_LINE = `const data = "${'x'.repeat(741)}";\nconst next = 2;`;

describe('a fitted code card', () => {
  it('stops at 2000 CSS px, wraps the longer line and says so', async () => {
    const capped = await renderCodeWithInfo({ code: LONG_LINE, language: 'ts', scale: 1 });
    expect(capped.width).toBe(2000);
    const uncapped = await renderCodeWithInfo({ code: 'const next = 2;', language: 'ts', scale: 1 });
    // Wrapped rows make it taller than a two-line card.
    expect(capped.height).toBeGreaterThan(uncapped.height + 40);
    expect(capped.warnings).toContainEqual({
      field: 'width',
      reason: expect.stringMatching(/needs a card \d+ px wide; the card stops at 2000 px and longer lines wrap/),
      lasting: true,
    });
    expect(uncapped.warnings).toEqual([]);
  });

  it('leaves a width given by the caller alone: no cap warning', async () => {
    const fixed = await renderCodeWithInfo({ code: LONG_LINE, language: 'ts', scale: 1, width: 800 });
    expect(fixed.width).toBe(800);
    expect(fixed.warnings).toEqual([]);
  });
});
