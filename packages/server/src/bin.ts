#!/usr/bin/env node
import { startServer } from './start-server.js';

const server = await startServer();
console.log(`glyphcast server listening on ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
