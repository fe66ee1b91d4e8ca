import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';

/*
 * better-sqlite3's prebuilt binary, served on a loopback port the way its GitHub releases
 * serve it to users (this machine reaches no GitHub, so npm would otherwise compile SQLite
 * from source: two to four minutes of every CI run). The binary is the one pnpm built for
 * this workspace, for this Node. A request for any other version or platform gets a 404 and
 * npm compiles, as it would for a user with no prebuilt binary.
 */

/** Starts the server; `environment` points npm's install of better-sqlite3 at it. */
export async function servePrebuiltSqlite(
  work: string,
): Promise<{ environment: Record<string, string>; close: () => Promise<void> }> {
  const fromServer = createRequire(join(import.meta.dirname, '../../../server/package.json'));
  const root = dirname(fromServer.resolve('better-sqlite3/package.json'));
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  const folder = join(work, 'prebuilt');
  mkdirSync(folder, { recursive: true });
  const tarball = join(folder, name);
  const binary = join('build', 'Release', 'better_sqlite3.node');
  if (existsSync(join(root, binary))) execFileSync('tar', ['-czf', tarball, '-C', root, binary]);
  const server = createServer((request, response) => {
    const wanted = request.url === `/v${version}/${name}` && existsSync(tarball);
    response.writeHead(wanted ? 200 : 404);
    response.end(wanted ? readFileSync(tarball) : undefined);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    environment: { npm_config_better_sqlite3_binary_host: `http://127.0.0.1:${port}` },
    close: () => new Promise((done) => server.close(() => done())),
  };
}
