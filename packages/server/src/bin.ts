#!/usr/bin/env node
import { runAdmin } from './cli/admin.js';
import { startCommand } from './cli/start-command.js';
import { StartupError } from './health/wait-at-start.js';
import { startServer } from './start-server.js';

/** A shutdown that has not ended by then is forced: the drain's bound, plus a margin. */
const SHUTDOWN_LIMIT_MS = 30_000;

const args = process.argv.slice(2);
const start = startCommand(args);
if (!start) {
  // Admin commands: keys, usage, --help.
  process.exitCode = await runAdmin(args);
} else if ('usage' in start) {
  console.error(`glyphcast-server: ${start.usage}`);
  process.exitCode = 2;
} else {
  try {
    const server = await startServer(start.options);
    const { logger } = server;
    logger.info({ url: server.url }, `glyphcast server listening on ${server.url}`);
    let stopping = false;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        // A second signal while stopping means now.
        if (stopping) process.exit(1);
        stopping = true;
        logger.info({ signal }, `glyphcast server stopping (${signal}): finishing the requests in progress`);
        setTimeout(() => {
          logger.fatal('glyphcast server: shutdown took too long; exiting');
          logger.flush(() => process.exit(1));
        }, SHUTDOWN_LIMIT_MS).unref();
        void server.close().then(
          () => {
            logger.info('glyphcast server stopped');
            // The log is written in pieces: the last ones go out before the process ends.
            logger.flush(() => process.exit(0));
          },
          (error: unknown) => {
            logger.fatal({ err: error }, 'glyphcast server: shutdown failed');
            logger.flush(() => process.exit(1));
          },
        );
      });
    }
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    console.error(`glyphcast-server: ${error.message}`);
    process.exit(1);
  }
}
