import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeRendering, prewarmRendering } from '@glyphcast/core';
import { toNodeHandler } from 'h3/node';
import { CARD_PATHS, createService, type GlyphcastService, routeOf, type ServiceOutput } from './app.js';
import type { ResolvedServerOptions, ServerOptions } from './config.js';
import { StartupError } from './health/wait-at-start.js';
import { answerClientError, refusedForMissingHost } from './http/client-error.js';
import type { Logger } from './log/logger.js';
import { observeRequests } from './observe/request-log.js';

/** The image routes: they write X-Request-Id into their own headers. */
const IMAGE_PATHS = new Set(CARD_PATHS);

/** Room for the longest valid GET URL (about 40 kB) with ordinary headers. */
const MAX_HEADER_BYTES = 64 * 1024;

export interface RunningServer {
  url: string;
  options: ResolvedServerOptions;
  stores: GlyphcastService['stores'];
  dependencies: GlyphcastService['dependencies'];
  logger: Logger;
  /** Resolves once the render workers, started with the server, are warmed up, stopped, or could not start (logged). */
  renderersReady: Promise<void>;
  /** Stops accepting, lets the requests in progress finish (at most 20 s), then closes everything. */
  close(): Promise<void>;
}

const LISTEN_FAILURES: Record<string, string> = {
  EADDRINUSE: 'the port is in use',
  EADDRNOTAVAIL: 'this machine has no such address',
  EACCES: 'permission denied (ports below 1024 need privileges)',
  ENOTFOUND: 'no such host',
};

/** Starts the API on a Node HTTP server; port 0 picks a free one (tests). */
export async function startServer(options: ServerOptions = {}, output: ServiceOutput = {}): Promise<RunningServer> {
  const service = await createService(options, output);
  const resolved = service.options;
  // GET /v1/code carries up to 30000 characters of base64 in its URL: more than Node's default
  // 16 KB header limit, which would answer with a bare 431 before the API could name the field.
  const handler = observeRequests(toNodeHandler(service.app), {
    logger: service.logger,
    metrics: service.metrics,
    routeOf,
    headsItself: (path) => IMAGE_PATHS.has(path),
    clientAddress: service.clientAddress,
  });
  const server: Server = createServer(
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      // Checked by refusedForMissingHost, which answers problem+json like every other error.
      requireHostHeader: false,
      // Node's defaults let a slow or endless request hold a socket for 300 s.
      headersTimeout: resolved.headersTimeoutMs,
      requestTimeout: Math.max(resolved.requestTimeoutMs, resolved.headersTimeoutMs),
      // How often those limits are checked: Node's 30 s default would let them run 30 s late.
      connectionsCheckingInterval: 1000,
    },
    (request, response) => {
      if (!refusedForMissingHost(request, response)) return handler(request, response);
    },
  );
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(resolved.port, resolved.host, resolve);
  }).catch(async (error: NodeJS.ErrnoException) => {
    // A port taken or an address this machine does not have: one line naming the settings.
    await service.close();
    const reason = LISTEN_FAILURES[error.code ?? ''] ?? error.message;
    throw new StartupError(`cannot listen on ${resolved.host}:${resolved.port} (HOST, PORT): ${reason}`);
  });
  // The render workers load and warm up now, while nothing waits for them: the first requests
  // would otherwise each pay ~0.5 s for a worker to start.
  const warmingStarted = performance.now();
  let closing = false;
  // Workers that cannot start fail each render with the reason; the log says so at once.
  const renderersReady = prewarmRendering().then(
    () => {
      if (!closing) service.logger.info({ ms: Math.round(performance.now() - warmingStarted) }, 'render workers ready');
    },
    (error: Error) => {
      if (!closing) service.logger.error({ err: error }, 'render workers could not start');
    },
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host}:${port}`,
    options: resolved,
    stores: service.stores,
    dependencies: service.dependencies,
    logger: service.logger,
    renderersReady,
    close: async () => {
      closing = true;
      // Stop accepting at once; the requests in progress finish (within the service's bound)
      // before the clients close, and only then are the connections left (idle ones) closed.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await service.close();
      server.closeAllConnections();
      await closed;
      await closeRendering();
    },
  };
}
