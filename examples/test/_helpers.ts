import { spawnSync } from 'node:child_process';
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
