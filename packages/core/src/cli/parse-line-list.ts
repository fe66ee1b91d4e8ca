/** Most line numbers one --highlight may name (the schema allows 200 items). */
const MAX_LINES = 200;

/**
 * Parses `3,5-7` into [3, 5, 6, 7]. Returns an error message instead of throwing, so the CLI
 * can print it as one line.
 */
export function parseLineList(text: string): number[] | string {
  const lines: number[] = [];
  for (const part of text
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!match) return `"${part}" is not a line number or a range like 5-7`;
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    if (last < first) return `the range "${part}" ends before it starts`;
    if (lines.length + (last - first + 1) > MAX_LINES) return `at most ${MAX_LINES} lines can be highlighted`;
    for (let line = first; line <= last; line++) lines.push(line);
  }
  return lines;
}
