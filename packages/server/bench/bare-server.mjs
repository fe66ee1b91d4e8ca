import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/*
 * The baseline for cache hits: a bare node:http server answering every request with the same
 * image bytes and nothing else. Whatever glyphcast does on a hit costs the difference.
 */
const [port, file] = process.argv.slice(2);
const image = readFileSync(file);
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'image/png', 'content-length': image.length });
  response.end(image);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
