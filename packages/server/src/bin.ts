#!/usr/bin/env node
import { runAdmin } from './cli/admin.js';
import { startServer } from './start-server.js';

const args = process.argv.slice(2);
if (args.length > 0) {
  // Admin commands: keys, usage, --help.
  process.exitCode = await runAdmin(args);
} else {
  const server = await startServer();
  console.log(`glyphcast server listening on ${server.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
}
