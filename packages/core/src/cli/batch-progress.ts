/** Where a batch reports each file: a bar redrawn in place on a terminal, plain lines elsewhere. */
interface BatchProgress {
  done(file: string, line: string): void;
  /** A line worth reading that is not a failure (a warning). */
  note(line: string): void;
  failed(file: string, reason: string): void;
  finish(): void;
}

const BAR_WIDTH = 24;

/** A one-line bar on a terminal (`[#####----] 12/40 src/x.ts`), with failures printed above it. */
function terminalProgress(total: number, stream: NodeJS.WriteStream): BatchProgress {
  let finished = 0;
  const draw = (file: string) => {
    const filled = Math.round((finished / total) * BAR_WIDTH);
    const bar = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${finished}/${total}`;
    // A terminal that reports no width (0) is taken as 80 columns.
    const room = (stream.columns || 80) - bar.length - 2;
    const name = file.length <= room ? file : room > 8 ? `…${file.slice(file.length - room + 1)}` : '';
    stream.write(`\r\x1b[2K${bar} ${name}`);
  };
  return {
    done(file) {
      finished++;
      draw(file);
    },
    failed(file, reason) {
      finished++;
      stream.write(`\r\x1b[2Kglyphcast: ${file}: ${reason}\n`);
      draw(file);
    },
    note(line) {
      stream.write(`\r\x1b[2K${line}\n`);
    },
    finish() {
      stream.write('\r\x1b[2K');
    },
  };
}

/** One line per file, for logs and pipes. */
function plainProgress(stream: NodeJS.WritableStream): BatchProgress {
  return {
    done(_file, line) {
      stream.write(`${line}\n`);
    },
    failed(file, reason) {
      stream.write(`glyphcast: ${file}: ${reason}\n`);
    },
    note(line) {
      stream.write(`${line}\n`);
    },
    finish() {},
  };
}

export function batchProgress(total: number, stream: NodeJS.WriteStream = process.stderr): BatchProgress {
  return stream.isTTY ? terminalProgress(total, stream) : plainProgress(stream);
}
