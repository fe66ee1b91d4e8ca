import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const EXAMPLES = join(import.meta.dirname, '..');

/** Runs a command in an example's folder; throws with its output when it fails. */
export function run(example: string, command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd: join(EXAMPLES, example), encoding: 'utf8', timeout: 110_000 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/**
 * `run` without blocking: a site's build takes tens of seconds, and a test worker whose event
 * loop is held that long cannot answer Vitest (it reports the worker as timed out).
 */
export async function runAsync(example: string, command: string, args: string[]): Promise<string> {
  const child = spawn(command, args, { cwd: join(EXAMPLES, example), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => child.kill(), 110_000);
  const [code] = (await once(child, 'close')) as [number | null];
  clearTimeout(timer);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code}):\n${stdout}\n${stderr}`);
  return stdout;
}

/** A port free on the loopback interface now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

export interface DevServer {
  origin: string;
  /** Everything the server printed so far, for a failing expectation's message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * A site generator's dev server started in an example's folder on a free port, once it
 * answers: `args` gets the port.
 */
export async function startDevServer(
  example: string,
  command: string,
  args: (port: number) => string[],
): Promise<DevServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(command, args(port), { cwd: join(EXAMPLES, example), stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited (${child.exitCode}):\n${output}`);
    const answered = await fetch(origin).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() - started > 30_000) throw new Error(`${command} did not answer within 30 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill();
      await once(child, 'exit');
    },
  };
}

/** The preview tags of a page's HTML (`og:…` and `twitter:…`), by property or name. */
export function previewTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key, content] of html.matchAll(
    /<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"\s*\/?>/g,
  )) {
    tags[key as string] = content as string;
  }
  return tags;
}
