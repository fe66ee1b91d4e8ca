/*
 * Glyph outlines as HarfBuzz writes them (absolute commands, half units) are the bulk of an SVG
 * full of other scripts: a card of CJK text holds one path per distinct character. Rewritten
 * with relative commands in whole font units they lose about a third of their bytes; half a unit
 * of a 1000-unit em is a 2000th of the font size, far below a pixel at any size a card has.
 */

/** Numbers each command takes. */
const ARGUMENTS: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };

const TOKENS = /[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g;

/** Path data with absolute M, L, Q, C and Z commands, rewritten shorter; other data as it is. */
export function compactPath(path: string): string {
  const tokens = path.match(TOKENS) ?? [];
  let out = '';
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let previous = '';
  const number = (value: number) => {
    // A minus sign separates by itself; a digit after a digit needs a space.
    out += value < 0 || !/[\d.]$/.test(out) ? String(value) : ` ${value}`;
  };
  for (let index = 0; index < tokens.length; ) {
    const command = tokens[index++] as string;
    const count = ARGUMENTS[command];
    if (count === undefined) return path;
    const values = tokens.slice(index, index + count).map((token) => Math.round(Number(token)));
    if (values.length < count || values.some(Number.isNaN)) return path;
    index += count;
    // A repeated command needs no letter, except after a move (a repeated move would be a line).
    const letter = command.toLowerCase();
    if (letter !== previous || letter === 'm') out += letter;
    previous = letter;
    if (command === 'Z') {
      x = startX;
      y = startY;
      continue;
    }
    for (let point = 0; point < count; point += 2) {
      number((values[point] as number) - x);
      number((values[point + 1] as number) - y);
    }
    x = values[count - 2] as number;
    y = values[count - 1] as number;
    if (command === 'M') {
      startX = x;
      startY = y;
    }
  }
  return out;
}
