import { isWide } from '../assets/font-coverage.js';
import { graphemes } from '../text/graphemes.js';

/** The emulated terminal's width: a longer line wraps onto the next row, as a terminal's does. */
export const TERMINAL_COLUMNS = 200;
/** Rows the cursor can reach: output far longer is refused later by the card's pixel limits. */
const MAX_ROWS = 5000;
const TAB_STOP = 8;
const CONTROL = /^[\x00-\x1f\x7f-\x9f]$/;

/** The graphic rendition in force when a character was written: its SGR parameters, as text. */
type Rendition = string;

interface ScreenCell {
  text: string;
  rendition: Rendition;
}

/**
 * What a terminal would show at the end of some output: carriage returns and backspaces
 * overwrite, cursor movement and erasing act on the screen, colours and styles (SGR) stay with
 * the characters they were written with, and every other control sequence is dropped, never
 * drawn. The result is plain lines with SGR sequences only, which Shiki's `ansi` grammar colours
 * (16, 256 and 24-bit colour, bold, dim, italic, underline, inverse).
 */
export function terminalScreen(output: string): string {
  const screen: ScreenCell[][] = [];
  let row = 0;
  let column = 0;
  let saved = { row: 0, column: 0 };
  let rendition: Rendition = '';

  const line = (index: number): ScreenCell[] => {
    while (screen.length <= index) screen.push([]);
    return screen[index] as ScreenCell[];
  };
  const put = (text: string) => {
    const width = isWide(text) ? 2 : 1;
    if (column + width > TERMINAL_COLUMNS) {
      row = Math.min(row + 1, MAX_ROWS - 1);
      column = 0;
    }
    const cells = line(row);
    while (cells.length < column) cells.push({ text: ' ', rendition: '' });
    cells[column] = { text, rendition };
    // A wide character's second column holds nothing of its own.
    if (width === 2) cells[column + 1] = { text: '', rendition };
    column += width;
  };
  const erase = (from: number, to: number) => {
    const cells = line(row);
    for (let index = from; index < Math.min(to, cells.length); index++) cells[index] = { text: ' ', rendition: '' };
  };

  const moveOrErase = (final: string, numbers: number[]) => {
    const n = Math.max(1, numbers[0] ?? 1);
    if (final === 'A') row = Math.max(0, row - n);
    else if (final === 'B' || final === 'E') row = Math.min(MAX_ROWS - 1, row + n);
    else if (final === 'C') column = Math.min(TERMINAL_COLUMNS - 1, column + n);
    else if (final === 'D') column = Math.max(0, column - n);
    else if (final === 'G') column = Math.min(TERMINAL_COLUMNS - 1, n - 1);
    else if (final === 'H' || final === 'f') {
      row = Math.min(MAX_ROWS - 1, Math.max(1, numbers[0] ?? 1) - 1);
      column = Math.min(TERMINAL_COLUMNS - 1, Math.max(1, numbers[1] ?? 1) - 1);
    } else if (final === 'K') {
      const mode = numbers[0] ?? 0;
      erase(mode === 0 ? column : 0, mode === 1 ? column + 1 : TERMINAL_COLUMNS);
    } else if (final === 'J') {
      const mode = numbers[0] ?? 0;
      if (mode >= 2) screen.length = 0;
      else if (mode === 0) {
        erase(column, TERMINAL_COLUMNS);
        screen.length = Math.min(screen.length, row + 1);
      } else {
        for (let above = 0; above < row; above++) screen[above] = [];
        erase(0, column + 1);
      }
    } else if (final === 's') saved = { row, column };
    else if (final === 'u') ({ row, column } = saved);
    if (final === 'E') column = 0;
  };
  // Text between control characters goes to the screen a grapheme at a time; the segmenter
  // only sees those runs, which are short, and plain ASCII skips it.
  const pieces = /\x1b|\r\n|[\x00-\x1f\x7f-\x9f]|[^\x00-\x1f\x7f-\x9f]+/gy;
  const handlers: EscapeHandlers = {
    rendition: (parameters) => {
      rendition = nextRendition(rendition, parameters);
    },
    csi: moveOrErase,
    save: () => {
      saved = { row, column };
    },
    restore: () => {
      ({ row, column } = saved);
    },
  };
  let piece: RegExpExecArray | null = pieces.exec(output);
  while (piece) {
    const text = piece[0];
    if (text === '\x1b') pieces.lastIndex = readEscape(output, pieces.lastIndex, handlers);
    else if (text === '\n' || text === '\r\n') {
      row = Math.min(row + 1, MAX_ROWS - 1);
      column = 0;
      line(row);
    } else if (text === '\r') column = 0;
    else if (text === '\b') column = Math.max(0, column - 1);
    else if (text === '\t') column = Math.min(TERMINAL_COLUMNS - 1, (Math.floor(column / TAB_STOP) + 1) * TAB_STOP);
    // Every other control character (bell, shift-in…) shows nothing on a terminal.
    else if (!CONTROL.test(text)) for (const grapheme of graphemes(text)) put(grapheme);
    piece = pieces.exec(output);
  }
  return serialize(screen);
}

interface EscapeHandlers {
  rendition: (parameters: string) => void;
  csi: (final: string, numbers: number[]) => void;
  save: () => void;
  restore: () => void;
}

/** Reads one escape sequence after ESC at `index`; returns where the text goes on. */
function readEscape(output: string, index: number, on: EscapeHandlers): number {
  const kind = output[index];
  if (kind === '[') {
    let end = index + 1;
    // Parameter and intermediate bytes, then one final byte (@ to ~).
    while (end < output.length && !/[@-~]/.test(output[end] as string)) end++;
    const body = output.slice(index + 1, end);
    const final = output[end] ?? '';
    if (final === 'm') on.rendition(body);
    else if (!/^[?>=<]/.test(body))
      on.csi(
        final,
        body.split(';').map((part) => Number.parseInt(part, 10) || 0),
      );
    return end + 1;
  }
  if (kind === ']' || kind === 'P' || kind === '_' || kind === '^') {
    // OSC (titles, hyperlinks) and other strings: up to BEL or ESC \, shown as nothing.
    let end = index + 1;
    while (end < output.length && output[end] !== '\x07' && output[end] !== '\x1b') end++;
    if (output[end] === '\x1b' && output[end + 1] === '\\') return end + 2;
    return output[end] === '\x07' ? end + 1 : end;
  }
  if (kind === '7') on.save();
  else if (kind === '8') on.restore();
  // ESC ( B and the like carry one more byte; any other ESC x is two bytes in all.
  if (kind === '(' || kind === ')' || kind === '#' || kind === '%') return index + 2;
  return Math.min(output.length, index + 1);
}

/** Attribute codes kept, with the codes that turn each off. */
const ATTRIBUTES: Record<number, number[]> = { 1: [22], 2: [22], 3: [23], 4: [24], 7: [27], 9: [29] };

/**
 * The rendition after an SGR sequence, kept in one canonical form (attributes, then foreground,
 * then background) so its length stays bounded however many sequences the output sends.
 */
function nextRendition(current: Rendition, parameters: string): Rendition {
  const attributes = new Set<number>();
  let foreground: string | undefined;
  let background: string | undefined;
  for (const part of current ? current.split('|') : []) {
    if (part.startsWith('f')) foreground = part.slice(1);
    else if (part.startsWith('b')) background = part.slice(1);
    else attributes.add(Number(part));
  }
  const codes = (parameters === '' ? '0' : parameters).split(/[;:]/).map((part) => Number.parseInt(part, 10) || 0);
  for (let index = 0; index < codes.length; index++) {
    const code = codes[index] as number;
    if (code === 0) {
      attributes.clear();
      foreground = background = undefined;
    } else if (ATTRIBUTES[code]) attributes.add(code);
    else if (code === 22 || code === 23 || code === 24 || code === 27 || code === 29) {
      for (const [attribute, offs] of Object.entries(ATTRIBUTES))
        if (offs.includes(code)) attributes.delete(Number(attribute));
    } else if ((code >= 30 && code <= 37) || (code >= 90 && code <= 97)) foreground = String(code);
    else if ((code >= 40 && code <= 47) || (code >= 100 && code <= 107)) background = String(code);
    else if (code === 39) foreground = undefined;
    else if (code === 49) background = undefined;
    else if (code === 38 || code === 48) {
      // 38;5;n (256 colours) or 38;2;r;g;b (24-bit); a malformed one ends the sequence.
      const mode = codes[index + 1];
      const size = mode === 5 ? 1 : mode === 2 ? 3 : -1;
      if (size < 0 || index + 1 + size >= codes.length) break;
      const values = codes.slice(index + 2, index + 2 + size).map((value) => Math.min(255, value));
      const color = [code, mode, ...values].join(';');
      if (code === 38) foreground = color;
      else background = color;
      index += 1 + size;
    }
  }
  return [
    ...[...attributes].sort((a, b) => a - b).map(String),
    ...(foreground ? [`f${foreground}`] : []),
    ...(background ? [`b${background}`] : []),
  ].join('|');
}

/** A rendition as SGR parameters. */
function sgrOf(rendition: Rendition): string {
  return rendition
    .split('|')
    .map((part) => (part.startsWith('f') || part.startsWith('b') ? part.slice(1) : part))
    .join(';');
}

/** The screen as lines: each run of one rendition after a reset and its SGR sequence. */
function serialize(screen: readonly ScreenCell[][]): string {
  const lines = screen.map((cells) => {
    // Spaces at the end of a row with no rendition show nothing.
    let end = cells.length;
    while (end > 0 && (cells[end - 1] as ScreenCell).text === ' ' && !(cells[end - 1] as ScreenCell).rendition) end--;
    let text = '';
    let current = '';
    for (const cell of cells.slice(0, end)) {
      if (cell.rendition !== current) {
        text += cell.rendition ? `\x1b[0;${sgrOf(cell.rendition)}m` : '\x1b[0m';
        current = cell.rendition;
      }
      text += cell.text;
    }
    return current ? `${text}\x1b[0m` : text;
  });
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}
