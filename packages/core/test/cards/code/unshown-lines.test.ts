import { describe, expect, it } from 'vitest';
import { describeLineNumbers, unshownLineWarnings } from '../../../src/cards/code/unshown-lines.js';
import { renderCodeWithInfo } from '../../../src/pipeline/render-functions.js';

const NONE = { highlightLines: [], focusLines: [], addedLines: [], removedLines: [] };

describe('lines to mark that the card does not number', () => {
  it('writes line numbers as sorted runs', () => {
    expect(describeLineNumbers([12, 5, 3, 6, 7, 5])).toBe('3, 5-7, 12');
    expect(describeLineNumbers([40])).toBe('40');
  });

  it('warns once a field, naming the missing lines and the numbers on the card', () => {
    const numbers = [10, 11, 12];
    expect(unshownLineWarnings({ ...NONE, highlightLines: [2, 11], focusLines: [1, 2, 3] }, numbers)).toEqual([
      {
        field: 'highlightLines',
        reason:
          'line 2 not on the card, whose lines are numbered 10 to 12 (as the gutter shows them, from lineStart); not marked',
        lasting: true,
      },
      expect.objectContaining({ field: 'focusLines', reason: expect.stringMatching(/^lines 1-3 not on the card/) }),
    ]);
    // A diff's removed lines have no number: the card's range is the numbered lines'.
    expect(unshownLineWarnings({ ...NONE, addedLines: [11] }, [10, undefined, 11])).toEqual([]);
  });

  it('comes back from a render with lineStart whose highlight was numbered from 1', async () => {
    const result = await renderCodeWithInfo({
      code: 'a = 1\nb = 2\nc = 3',
      language: 'python',
      lineStart: 10,
      highlightLines: [2, 11],
      scale: 1,
    });
    expect(result.warnings).toEqual([
      expect.objectContaining({ field: 'highlightLines', reason: expect.stringMatching(/^line 2 not on the card/) }),
    ]);
  });

  it('dims nothing when none of the focused lines is on the card', async () => {
    const card = { code: 'a = 1\nb = 2\nc = 3', language: 'python', lineStart: 10, scale: 1 } as const;
    const unfocused = await renderCodeWithInfo(card);
    const focusedOff = await renderCodeWithInfo({ ...card, focusLines: [1, 2] });
    const focusedOn = await renderCodeWithInfo({ ...card, focusLines: [11] });
    expect(focusedOff.image.equals(unfocused.image)).toBe(true);
    expect(focusedOn.image.equals(unfocused.image)).toBe(false);
    expect(focusedOff.warnings).toEqual([
      expect.objectContaining({ field: 'focusLines', reason: expect.stringMatching(/nothing is dimmed\)$/) }),
    ]);
  });
});
