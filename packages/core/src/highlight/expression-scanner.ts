import type { PatternScanner } from 'shiki';
import type { ConvertedExpression, ExpressionMatch } from './converted-expression.js';

/*
 * A TextMate scanner over converted expressions: the match that starts first wins, the
 * earlier expression on a tie, as Oniguruma's scanner answers. A search's answer is kept for
 * the line and reused while it still lies at or after the next start, as Oniguruma's scanner
 * does, since a tokenizer searches the same line from many places.
 */

/** Oniguruma's number for a group that took no part in the match. */
const NO_POSITION = 4294967295;

/** Where one expression's last search on a line began and what it found. */
interface LastSearch {
  lineId: number;
  from: number;
  match: ExpressionMatch | null;
}

/** A line as the tokenizer hands it over (Oniguruma's string: its text and an id per line). */
interface ScannedLine {
  content: string;
  id?: number;
}

function toScannerMatch(index: number, match: ExpressionMatch) {
  return {
    index,
    captureIndices: match.spans.map((span) =>
      span
        ? { start: span[0], end: span[1], length: span[1] - span[0] }
        : { start: NO_POSITION, end: NO_POSITION, length: 0 },
    ),
  };
}

export function expressionScanner(expressions: ConvertedExpression[]): PatternScanner {
  const lastSearches: (LastSearch | undefined)[] = expressions.map(() => undefined);
  return {
    findNextMatchSync(line, start) {
      const { content, id = 0 } = typeof line === 'string' ? { content: line } : (line as ScannedLine);
      let best: { index: number; match: ExpressionMatch } | undefined;
      for (let index = 0; index < expressions.length; index++) {
        const expression = expressions[index] as ConvertedExpression;
        const last = lastSearches[index];
        let match: ExpressionMatch | null;
        if (id !== 0 && last?.lineId === id && last.from <= start && (!last.match || last.match.index >= start)) {
          match = last.match;
        } else {
          match = expression.search(content, start);
          if (id !== 0 && expression.reusable) lastSearches[index] = { lineId: id, from: start, match };
        }
        if (!match) continue;
        if (match.index === start) return toScannerMatch(index, match);
        if (!best || match.index < best.match.index) best = { index, match };
      }
      return best ? toScannerMatch(best.index, best.match) : null;
    },
  };
}
