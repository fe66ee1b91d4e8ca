export { createApp, createService, type GlyphcastService } from './app.js';
export { type ResolvedServerOptions, resolveServerOptions, type ServerOptions } from './config.js';
export { startServer, type RunningServer } from './start-server.js';
export { signUrl } from '@glyphcast/core';
