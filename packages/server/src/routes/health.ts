import type { H3 } from 'h3';
import { SERVICE_VERSION } from '../version.js';

const started = Date.now();

/** GET /health: 200 with the version while the process serves requests. */
export function registerHealth(app: H3): void {
  app.get('/health', () => ({
    status: 'ok',
    version: SERVICE_VERSION,
    uptimeSeconds: Math.round((Date.now() - started) / 1000),
  }));
}
