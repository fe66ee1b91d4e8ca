/** What the service depends on; each is watched by one `Dependency`. */
type DependencyName = 'database' | 'redis' | 'cache';

/**
 * The state of one dependency as the service last saw it, from what its clients report and
 * what its requests meet. A change is logged once, as one greppable line
 * (`[glyphcast] dependency=redis state=down target=127.0.0.1:6379 reason="…"`), never again
 * until it changes back: an outage is two lines in the log, not thousands.
 */
export class Dependency {
  private down: { since: Date; reason: string } | undefined;

  /** `target` is where it lives, without any credential: `host:port`, or a path. */
  constructor(
    readonly name: DependencyName,
    readonly target: string,
    private readonly log: (line: string) => void = (line) => console.warn(line),
  ) {}

  get up(): boolean {
    return this.down === undefined;
  }

  /** Since when it has been down, for /health. */
  get downSince(): Date | undefined {
    return this.down?.since;
  }

  markDown(error: unknown): void {
    if (this.down) return;
    const reason = error instanceof Error ? error.message : String(error);
    this.down = { since: new Date(), reason };
    this.log(
      `[glyphcast] dependency=${this.name} state=down target=${this.target} reason=${JSON.stringify(reason.slice(0, 200))}`,
    );
  }

  markUp(): void {
    if (!this.down) return;
    const seconds = Math.round((Date.now() - this.down.since.getTime()) / 1000);
    this.down = undefined;
    this.log(`[glyphcast] dependency=${this.name} state=up target=${this.target} downSeconds=${seconds}`);
  }
}

/** Every dependency the service was configured with. */
export interface Dependencies {
  database: Dependency;
  /** Only when REDIS_URL is set. */
  redis: Dependency | undefined;
  cache: Dependency;
}

/** A request needed a dependency that is down: a 503 with Retry-After, never a 500. */
export class DependencyUnavailable extends Error {
  override readonly name = 'DependencyUnavailable';
  constructor(
    readonly dependency: DependencyName,
    cause?: unknown,
  ) {
    super(`the ${dependency} is unreachable; try again shortly`, cause === undefined ? undefined : { cause });
  }
}

/** `host:port` of a URL, never its user or password. */
export function targetOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || (parsed.protocol.startsWith('redis') ? '6379' : '5432')}`;
  } catch {
    return 'an unparsable URL';
  }
}
