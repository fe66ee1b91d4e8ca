import type { EventHandler, H3 } from 'h3';

/**
 * Registers a GET route and its HEAD: the same handler, the same headers, no body (h3 drops it).
 * Link-preview crawlers, uptime monitors and CDNs send HEAD to the URLs they are given.
 */
export function onGet(app: H3, path: string, handler: EventHandler): void {
  app.get(path, handler);
  app.head(path, handler);
}
