import { Writable } from 'node:stream';

/** A log destination a test reads: each JSON line the service writes, parsed. */
export class LogLines extends Writable {
  readonly lines: Record<string, unknown>[] = [];

  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) this.lines.push(JSON.parse(line));
    done();
  }

  /** The messages at a level written since line `from` (a mark taken with `lines.length`). */
  messages(level: string, from = 0): string[] {
    return this.lines
      .slice(from)
      .filter((line) => line.level === level)
      .map((line) => String(line.msg));
  }

  requestLines(path: string) {
    return this.lines.filter((line) => line.msg === 'request' && line.path === path);
  }
}
