import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StartupError } from '../../src/health/wait-at-start.js';
import { type RunningServer, startServer } from '../../src/index.js';
import { LogLines } from '../_log-lines.js';
import { startTcpProxy, type TcpProxy } from '../_tcp-proxy.js';
import { POSTGRES_URL } from '../store/_databases.js';
import { eventually, freshSchema, healthOf, hostPort, renderOnce, sleep, startLoad, usageOf } from './_services.js';

/**
 * PostgreSQL going away under a running server, through a proxy the test cuts and restores:
 * the process stays up, requests that need the database are answered 503 (never 500), /health
 * follows, the server reconnects by itself, and usage equals the images delivered.
 */
let proxy: TcpProxy;
let database: Awaited<ReturnType<typeof freshSchema>>;
let server: RunningServer;
const log = new LogLines();

const serverOptions = () => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: mkdtempSync(join(tmpdir(), 'glyphcast-pg-fault-')),
  databaseUrl: database.url,
  rateLimit: { perSecond: 1000, burst: 1000 },
  startupTimeoutMs: 2000,
  logLevel: 'warn' as const,
});

beforeAll(async () => {
  proxy = await startTcpProxy(hostPort(POSTGRES_URL));
  database = await freshSchema(proxy.port);
  server = await startServer(serverOptions(), { logDestination: log });
});

afterAll(async () => {
  proxy.restore();
  await server?.close();
  await database.drop();
  await proxy.close();
});

afterEach(() => {
  vi.restoreAllMocks();
  proxy.restore();
});

describe('PostgreSQL cut and restored under load', () => {
  it('stays up, answers 503 while it is gone and 200 after, and counts exactly what it delivered', async () => {
    const mark = log.lines.length;
    const { secretKey, account } = await server.stores.accounts.create({ plan: 'hobby' });
    const load = startLoad([server.url], secretKey);
    await sleep(800);
    proxy.cut(); // mid-request for some, idle for the pooled connections
    await sleep(300);
    const during = await healthOf(server.url);
    expect(during.status).toBe(503);
    expect(during.body).toMatchObject({ status: 'unavailable', database: { state: 'down' } });
    // Whatever the load happened to be doing at that moment, a render asked for now is refused.
    expect(await renderOnce(server.url, secretKey)).toMatchObject({ status: 503, code: 'DEPENDENCY_UNAVAILABLE' });
    await sleep(1500);
    proxy.restore();
    await eventually(async () => (await healthOf(server.url)).status === 200, 10_000, 'the database coming back');
    await sleep(800);
    const answers = await load.stop();

    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].every((status) => status === 200 || status === 503)).toBe(true);
    const unavailable = answers.filter((answer) => answer.status === 503);
    expect(unavailable.every((answer) => answer.code === 'DEPENDENCY_UNAVAILABLE')).toBe(true);
    // Served after the fault as before it.
    expect(answers.at(-1)?.status).toBe(200);
    const delivered = answers.filter((answer) => answer.status === 200 && answer.cache === 'MISS').length;
    // A render counted just before the cut and refused after is refunded once the database
    // takes the refund (retried every few seconds): the count settles at what was delivered.
    await eventually(
      async () => (await usageOf(database.schema, account.id)) === delivered,
      10_000,
      `usage settling at the ${delivered} images delivered`,
    );
    // One line when it went, one when it came back.
    const lines = log.messages('warn', mark).filter((line) => line.includes('dependency=database'));
    expect(lines.filter((line) => line.includes('state=down'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('state=up'))).toHaveLength(1);
    expect(lines[0]).toContain(`target=127.0.0.1:${proxy.port}`);
  });

  it('gives back an image whose count committed but whose answer was lost, and only that one', async () => {
    const { secretKey, account } = await server.stores.accounts.create({ plan: 'hobby' });
    expect((await renderOnce(server.url, secretKey)).status).toBe(200);
    // The count's COMMIT reaches PostgreSQL; its acknowledgement never comes back. Only the
    // COMMIT after the ticket's insert: a refund still retried from the test before commits too.
    proxy.loseAnswerTo('commit', { after: /insert into .*usage_tickets/ });
    const lost = await renderOnce(server.url, secretKey);
    expect(lost.status).toBe(503);
    // The image was counted, then refunded by its ticket: usage is the one image delivered.
    await eventually(async () => (await usageOf(database.schema, account.id)) === 1, 10_000, 'the refund');
    await sleep(300);
    expect(await usageOf(database.schema, account.id)).toBe(1);
    expect((await renderOnce(server.url, secretKey)).status).toBe(200);
    expect(await usageOf(database.schema, account.id)).toBe(2);
  });

  it('survives the pooled connections dropping while idle', async () => {
    const { secretKey } = await server.stores.accounts.create({ plan: 'hobby' });
    const post = () =>
      fetch(`${server.url}/v1/code`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ code: `idle ${Math.random()}`, language: 'text', scale: 1 }),
      });
    expect((await post()).status).toBe(200);
    proxy.cut();
    proxy.restore(); // back at once: only the idle connections were lost
    await sleep(100);
    await eventually(async () => (await post()).status === 200, 5000, 'a render after the drop');
  });
});

describe('PostgreSQL unreachable at start', () => {
  it('names the setting and the host in one line, waits, then gives up with status 1', async () => {
    proxy.cut();
    const started = Date.now();
    const startLog = new LogLines();
    const error = await startServer(serverOptions(), { logDestination: startLog }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(
      new RegExp(`gave up on PostgreSQL at 127\\.0\\.0\\.1:${proxy.port} \\(DATABASE_URL\\) after 2 s`),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    const line = startLog.messages('warn').find((text) => text.includes('cannot reach PostgreSQL'));
    expect(line).toContain('(DATABASE_URL)');
    expect(line).not.toContain('postgres@'); // the URL's user (and any password) never appears
  });

  it('starts once PostgreSQL answers within the wait', async () => {
    proxy.cut();
    setTimeout(() => proxy.restore(), 700);
    const second = await startServer({ ...serverOptions(), startupTimeoutMs: 10_000 });
    try {
      expect((await healthOf(second.url)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
