/** A line of a unified diff as the card shows it. */
interface DiffLine {
  /** `hunk`: an `@@` line (or a later file's name) between runs of code. */
  kind: 'context' | 'added' | 'removed' | 'hunk';
  /** The code without its `+`/`-`/space prefix; a hunk's own text. */
  text: string;
  /** Its number in the new file (context and added lines), when the hunk header gives one. */
  newNumber?: number;
}

interface ParsedDiff {
  lines: DiffLine[];
  /** Every file the headers name (the new name, or the old one for a deleted file). */
  files: string[];
}

const HUNK_HEADER = /^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
/** Lines of a diff's file headers and of a patch mail, left out of the card. */
const HEADER_LINE =
  /^(?:diff |index |--- |\+\+\+ |new file mode|deleted file mode|old mode|new mode|similarity index|dissimilarity index|rename from|rename to|copy from|copy to|Binary files )/;

/** The file a `---`/`+++` line names, without its `a/`/`b/` prefix and a trailing timestamp. */
function headerPath(line: string): string | undefined {
  const path = line.slice(4).split('\t')[0]?.trim() ?? '';
  if (!path || path === '/dev/null') return undefined;
  return path.replace(/^[ab]\//, '');
}

/**
 * Reads a unified diff (`git diff`, `diff -u`, a patch mail, or bare hunk lines): file headers
 * are left out, each hunk keeps its `@@` line, and the code lines lose their one-character
 * prefix. New-file numbers come from the hunk headers; lines before any header have none.
 */
export function parseUnifiedDiff(diff: string): ParsedDiff {
  const lines: DiffLine[] = [];
  const files: string[] = [];
  let next: number | undefined;
  // Lines of the current hunk still to come, old and new side: its header's counts say where it
  // ends, so a removed line reading `-- x` or `++ y` is not taken for a file header.
  let oldLeft = 0;
  let newLeft = 0;
  let oldPath: string | undefined;
  const advance = (old: number, added: number) => {
    oldLeft = Math.max(0, oldLeft - old);
    newLeft = Math.max(0, newLeft - added);
    if (added && next !== undefined) next += 1;
  };
  for (const line of diff.split('\n')) {
    const hunk = HUNK_HEADER.exec(line);
    if (hunk) {
      oldLeft = Number(hunk[1] ?? 1);
      next = Number(hunk[2]);
      newLeft = Number(hunk[3] ?? 1);
      lines.push({ kind: 'hunk', text: line });
      continue;
    }
    if (oldLeft === 0 && newLeft === 0 && HEADER_LINE.test(line)) {
      if (line.startsWith('--- ')) oldPath = headerPath(line);
      if (line.startsWith('+++ ')) {
        const path = headerPath(line) ?? oldPath;
        if (path) {
          // A later file gets a row naming it, so its hunks are not read as the first file's.
          if (files.length > 0) lines.push({ kind: 'hunk', text: path });
          files.push(path);
        }
      }
      continue;
    }
    // "\ No newline at end of file" says something about the line above, not code.
    if (line.startsWith('\\ ')) continue;
    const prefix = line[0];
    if (prefix === '+') {
      lines.push({ kind: 'added', text: line.slice(1), ...numbered(next) });
      advance(0, 1);
    } else if (prefix === '-') {
      lines.push({ kind: 'removed', text: line.slice(1) });
      advance(1, 0);
    } else {
      // A context line; a line with no prefix at all (an editor stripped its space) is one too.
      lines.push({ kind: 'context', text: prefix === ' ' ? line.slice(1) : line, ...numbered(next) });
      advance(1, 1);
    }
  }
  // The text's final newline is not a line of the diff.
  const last = lines[lines.length - 1];
  if (last?.kind === 'context' && last.text === '') lines.pop();
  return { lines, files };
}

function numbered(number: number | undefined): { newNumber?: number } {
  return number === undefined ? {} : { newNumber: number };
}
