import { setTimeout as sleep } from 'node:timers/promises';
import { isConnectionFailure } from './connection-failure.js';
import { DependencyUnavailable } from './dependency.js';

/** The process could not start: one line that says why, for the operator. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

interface StartupTarget {
  /** What it is: "the database". */
  what: string;
  /** The setting that points at it: "DATABASE_URL". */
  setting: string;
  /** `host:port`, without credentials. */
  target: string;
}

/**
 * Runs `attempt` until it works, for at most `timeoutMs`: a service starting beside its
 * database (a container, a reboot) should wait for it rather than fail. The first failure
 * says, in one line, what cannot be reached, where and through which setting; retries back off
 * from 250 ms to 5 s. An error that waiting cannot fix (a wrong password, a missing database)
 * ends the start at once.
 */
export async function waitAtStart<T>(
  target: StartupTarget,
  attempt: () => Promise<T>,
  timeoutMs: number,
  log: (line: string) => void = (line) => console.warn(line),
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  const where = `${target.what} at ${target.target} (${target.setting})`;
  for (let delay = 250, tries = 1; ; delay = Math.min(delay * 2, 5000), tries++) {
    try {
      return await attempt();
    } catch (thrown) {
      // The pool reports a lost connection as DependencyUnavailable; its cause says what happened.
      const error = thrown instanceof DependencyUnavailable ? thrown.cause : thrown;
      const reason = (error as Error).message;
      if (!isConnectionFailure(error)) throw new StartupError(`cannot use ${where}: ${reason}`);
      if (Date.now() + delay > deadline) {
        throw new StartupError(
          `gave up on ${where} after ${Math.round(timeoutMs / 1000)} s and ${tries} tries: ${reason}`,
        );
      }
      if (tries === 1)
        log(`[glyphcast] cannot reach ${where}: ${reason}; retrying for up to ${Math.round(timeoutMs / 1000)} s`);
      await sleep(delay);
    }
  }
}
