import { beforeAll, describe, expect, it } from 'vitest';
import { INTER_FONT_FILES } from '../../src/assets/fonts.js';
import { loadShaper } from '../../src/assets/shaper.js';
import { type LineSettings, setParagraph } from '../../src/paragraph/line-fill.js';
import { shapeParagraph } from '../../src/paragraph/shaped-text.js';

/* Lines cut short with an ellipsis, and the same lines measured without finding where it goes. */

const font = { face: { file: INTER_FONT_FILES.regular }, bold: false };
const settings = (width: number, maxLines: number, ellipsize?: boolean): LineSettings => ({
  size: 32,
  letterSpacing: 0,
  width,
  maxLines,
  ...(ellipsize === undefined ? {} : { ellipsize }),
});
const textOf = (line: { pieces: readonly { text: string }[] }) => line.pieces.map((piece) => piece.text).join('');

beforeAll(async () => {
  await loadShaper();
});

const SENTENCE = 'Long excerpts are cut after three lines with an ellipsis, as browsers do';

describe('setParagraph with too little room', () => {
  const sentence = () => shapeParagraph(SENTENCE, font);

  it('ends the last line after a whole word, then the ellipsis, within the width', () => {
    const set = setParagraph(sentence(), settings(300, 2));
    expect(set.truncated).toBe(true);
    expect(set.lines).toHaveLength(2);
    const last = set.lines[1] as (typeof set.lines)[number];
    expect(last.width).toBeLessThanOrEqual(300);
    expect(textOf(last)).toMatch(/\S…$/u);
    // A whole word: what precedes the ellipsis is a word of the sentence.
    const words = textOf(last).slice(0, -1).split(' ');
    expect('Long excerpts are cut after three lines with an ellipsis, as browsers do'.split(' ')).toContain(
      words.at(-1),
    );
  });

  it('cuts a word longer than the line between its letters', () => {
    const word = shapeParagraph('Supercalifragilisticexpialidocious', font);
    const [line] = setParagraph(word, settings(200, 1)).lines;
    expect(textOf(line as never)).toMatch(/^Supercal\w*…$/u);
    expect((line as { width: number }).width).toBeLessThanOrEqual(200);
  });

  it('measures without the ellipsis: the same lines, the last as filled', () => {
    const measured = setParagraph(sentence(), settings(300, 2, false));
    const drawn = setParagraph(sentence(), settings(300, 2));
    expect(measured.truncated).toBe(true);
    expect(measured.lines.map(textOf)[0]).toBe(drawn.lines.map(textOf)[0]);
    expect(textOf(measured.lines[1] as never)).not.toContain('…');
  });
});
