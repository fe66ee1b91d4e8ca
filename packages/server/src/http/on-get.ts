import type { EventHandler, H3 } from 'h3';
import { allowAnyOrigin } from './cors.js';

/**
 * Registers a GET route and its HEAD: the same handler, the same headers, no body (h3 drops it).
 * Link-preview crawlers, uptime monitors and CDNs send HEAD to the URLs they are given.
 * `anyOrigin` lets a page on any origin read the answer (CORS `*`).
 */
export function onGet(app: H3, path: string, handler: EventHandler, options: { anyOrigin?: boolean } = {}): void {
  const serve: EventHandler = options.anyOrigin
    ? (event) => {
        allowAnyOrigin(event);
        return handler(event);
      }
    : handler;
  app.get(path, serve);
  app.head(path, serve);
}
