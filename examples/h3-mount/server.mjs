import { createServer } from 'node:http';
import { toNodeHandler } from 'h3/node';
import { createSite } from './site.mjs';

const port = Number(process.env.PORT ?? 3100);
const origin = `http://127.0.0.1:${port}`;
const { site, glyphcast } = await createSite({ origin, dataDir: process.env.DATA_DIR ?? '.data' });
const server = createServer(toNodeHandler(site)).listen(port, '127.0.0.1', () => {
  console.log(`blog on ${origin}, glyphcast under ${origin}/images/`);
});
process.once('SIGTERM', () => server.close(() => glyphcast.close()));
process.once('SIGINT', () => server.close(() => glyphcast.close()));
