import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServiceOutput } from '../src/app.js';
import { type RunningServer, type ServerOptions, startServer } from '../src/index.js';

/**
 * A real server on a loopback port for a test: a fresh data folder (SQLite file and cache)
 * named after `name` unless `options` gives one, no log unless asked for (LOG_LEVEL's default
 * would put a line per request in the test output); everything else as `options` says.
 */
export function startTestServer(
  name: string,
  options: ServerOptions = {},
  output: ServiceOutput = {},
): Promise<RunningServer> {
  return startServer(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir: mkdtempSync(join(tmpdir(), `glyphcast-${name}-`)),
      logLevel: 'silent',
      ...options,
    },
    output,
  );
}
