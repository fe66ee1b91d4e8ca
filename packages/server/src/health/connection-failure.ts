/** Socket-level failures: the service is unreachable, not the statement wrong. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATE classes for a server that is going or gone: 08 (connection exception),
 * 57P01–57P03 (shut down by an administrator or a crash, cannot connect now), 53300 (too many
 * connections).
 */
const POSTGRES_STATES = /^(08|57P0[123]|53300)/;

/** SQLite's answers for a file it cannot use now: locked, full, read-only, unreadable. */
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|READONLY|CANTOPEN|CORRUPT|NOTADB)/;

/** What node-postgres says when a connection breaks or cannot be had in time. */
const PG_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Query read timeout|not queryable|Client was closed/i;

/**
 * True when an error says the database cannot be used now (unreachable, restarting, a broken
 * connection, a locked or full file), as opposed to an error in what was asked of it: the
 * first is a 503 that goes away by itself, the second our bug.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_STATES.test(code) || SQLITE_CODES.test(code)))
    return true;
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  return PG_MESSAGES.test(error.message);
}
