import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Levels from the most to the least severe; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The service's log: one JSON object a line on standard output (pino), with the level by name
 * and an ISO time, as log collectors (Loki, CloudWatch, journald with a JSON parser) read it.
 * Written asynchronously (lines of one moment in one write), so a line costs a request
 * microseconds; `flush` on shutdown writes what is left.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'glyphcast' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
