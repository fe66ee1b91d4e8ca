import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** A tiny static file server with an in-memory cache. */
interface CacheEntry {
  body: Buffer;
  etag: string;
  mtime: number;
}

const cache = new Map<string, CacheEntry>();
const MAX_ENTRIES = 500;

export async function serveFile(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = decodeURIComponent(url.pathname);
  if (path.includes('..')) {
    res.writeHead(400).end('bad path');
    return;
  }
  let entry = cache.get(path);
  if (!entry) {
    const body = await readFile(`./public${path}`);
    entry = { body, etag: `"${body.length.toString(16)}"`, mtime: Date.now() };
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(path, entry);
  }
  if (req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304).end();
    return;
  }
  res.writeHead(200, { ETag: entry.etag, 'Content-Type': 'text/plain' });
  res.end(entry.body);
}

createServer((req, res) => {
  serveFile(req, res).catch((error: unknown) => {
    console.error(error);
    res.writeHead(500).end('internal error');
  });
}).listen(3000);
