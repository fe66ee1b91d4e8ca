import { H3, HTTPError } from 'h3';
import { resolveServerOptions, type ServerOptions } from './config.js';
import { toProblem } from './http/to-problem.js';
import { registerHealth } from './routes/health.js';
import { registerHighlight } from './routes/highlight.js';
import { registerOpenApi } from './routes/openapi.js';
import { registerThemes } from './routes/themes.js';

/** Paths and the methods they answer; any other method is a 405 with `Allow`. */
const ROUTES: Record<string, string[]> = {
  '/health': ['GET'],
  '/openapi.json': ['GET'],
  '/v1/themes': ['GET'],
  '/v1/highlight': ['GET'],
};

/**
 * The glyphcast HTTP API as an h3 app, for `serve()` or for mounting inside an existing h3 or
 * Nitro application.
 */
export function createApp(options: ServerOptions = {}): H3 {
  resolveServerOptions(options);
  // silent: a client's mistake is not worth a log line; toProblem logs our own failures.
  const app = new H3({ silent: true, onError: (error) => toProblem(error) });
  registerHealth(app);
  registerOpenApi(app);
  registerThemes(app);
  registerHighlight(app);
  for (const [path, methods] of Object.entries(ROUTES)) {
    app.all(path, () => {
      throw new HTTPError({
        status: 405,
        statusText: 'Method Not Allowed',
        message: `${path} answers ${methods.join(', ')}`,
        headers: { allow: [...methods, 'HEAD'].join(', ') },
      });
    });
  }
  app.all('/**', (event) => {
    throw new HTTPError({ status: 404, statusText: 'Not Found', message: `no route ${event.url.pathname}` });
  });
  return app;
}
