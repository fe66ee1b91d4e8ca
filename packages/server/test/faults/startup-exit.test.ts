import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { startChildServer } from '../_child-server.js';

/** A port with nothing listening on it: taken, then freed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('exits with status 1 and one line naming DATABASE_URL and the host when PostgreSQL never answers', async () => {
  const port = await closedPort();
  const started = Date.now();
  const error = await startChildServer({
    DATABASE_URL: `postgres://glyphcast:s3cret@127.0.0.1:${port}/glyphcast`,
    STARTUP_TIMEOUT_MS: '1500',
  }).catch((caught: unknown) => caught as Error);
  expect(error).toBeInstanceOf(Error);
  const message = (error as Error).message;
  expect(message).toMatch(/the server exited with 1/);
  expect(message).toContain(`cannot reach PostgreSQL at 127.0.0.1:${port} (DATABASE_URL)`);
  expect(message).toContain(`glyphcast-server: gave up on PostgreSQL at 127.0.0.1:${port} (DATABASE_URL) after 2 s`);
  expect(message).not.toContain('s3cret');
  expect(message).not.toMatch(/\n\s+at /); // no stack trace
  expect(Date.now() - started).toBeLessThan(15_000);
});

it.each([
  // Node's recursive mkdir never returned here (its parent exists, nothing can be made in it).
  ['under /proc', '/proc/glyphcast-nothing/data', 'ENOENT'],
  ['below a file', '/etc/hostname/data', 'ENOTDIR'],
])(
  'exits with status 1 and one line naming DATA_DIR when the data folder cannot be made %s',
  async (_where, dataDir, code) => {
    const started = Date.now();
    const error = await startChildServer({ DATA_DIR: dataDir }).catch((caught: unknown) => caught as Error);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toMatch(/the server exited with 1/);
    expect(message).toContain(`glyphcast-server: cannot make the data folder ${dataDir} (DATA_DIR): ${code}`);
    expect(message).not.toMatch(/\n\s+at /);
    expect(Date.now() - started).toBeLessThan(15_000);
  },
);

it('exits with status 1 and one line naming HOST and PORT when the port is taken', async () => {
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const { port } = holder.address() as { port: number };
  try {
    const error = await startChildServer({ PORT: String(port) }).catch((caught: unknown) => caught as Error);
    const message = (error as Error).message;
    expect(message).toMatch(/the server exited with 1/);
    expect(message).toContain(`glyphcast-server: cannot listen on 127.0.0.1:${port} (HOST, PORT): the port is in use`);
    expect(message).not.toMatch(/\n\s+at /);
  } finally {
    await new Promise((resolve) => holder.close(resolve));
  }
});
