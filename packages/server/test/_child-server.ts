import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../src/bin.ts', import.meta.url));
/** The built server (`pnpm build`), with the built core and its render workers: as deployed. */
export const BUILT_BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
/** tsx reads the server's tsconfig from here, whose paths point `@glyphcast/core` at its source. */
const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

/** A glyphcast server in a process of its own, from source: its memory is measured apart from the tests'. */
export interface ChildServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** The process's peak resident memory so far (VmHWM), in MB. */
  peakRssMb(): number;
  /** Its current resident memory (VmRSS), in MB. */
  rssMb(): number;
  /** What it has printed on stderr. */
  stderr(): string;
  /** What it has printed on stdout: its log, one JSON line an entry. */
  stdout(): string;
  /** CPU time the process has used so far (user and system), in ms. */
  cpuMs(): number;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function statusField(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

/** utime and stime of /proc/<pid>/stat, in clock ticks (100 a second on Linux). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * `built`: run the built server (timings as deployed) instead of the source through tsx.
 * `nodeFlags`: Node options given before the server's entry; `args`: the command's, after it.
 */
export async function startChildServer(
  env: Record<string, string> = {},
  options: { built?: boolean; nodeFlags?: string[]; args?: string[] } = {},
): Promise<ChildServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'glyphcast-child-'));
  const entry = options.built ? [BUILT_BIN] : ['--import', 'tsx', BIN];
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), ...entry, ...(options.args ?? [])], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', REDIS_URL: '', ...env, DATA_DIR: dataDir },
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // Its log (JSON lines on standard output) and then its last words (standard error).
  let stdout = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${stdout}${stderr}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /listening on (http:\/\/[^\s"]+)/.exec(stdout);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${stdout}${stderr}`)));
  });
  const pid = child.pid as number;
  return {
    url,
    dataDir,
    process: child,
    peakRssMb: () => statusField(pid, 'VmHWM'),
    rssMb: () => statusField(pid, 'VmRSS'),
    stderr: () => stderr,
    stdout: () => stdout,
    cpuMs: () => cpuTicks(pid) * 10,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
