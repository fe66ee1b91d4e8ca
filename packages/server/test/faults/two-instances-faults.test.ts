import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/index.js';
import { startTcpProxy, type TcpProxy } from '../_tcp-proxy.js';
import { POSTGRES_URL } from '../store/_databases.js';
import {
  eventually,
  freshSchema,
  healthOf,
  hostPort,
  REDIS_URL,
  renderOnce,
  sleep,
  startLoad,
  through,
  usageOf,
} from './_services.js';

/** Two instances sharing PostgreSQL and Redis, each reached through a proxy the test controls. */
let postgresProxy: TcpProxy;
let redisProxy: TcpProxy;
let database: Awaited<ReturnType<typeof freshSchema>>;
let servers: RunningServer[];

beforeAll(async () => {
  postgresProxy = await startTcpProxy(hostPort(POSTGRES_URL));
  redisProxy = await startTcpProxy(hostPort(REDIS_URL));
  database = await freshSchema(postgresProxy.port);
  const shared = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: database.url,
    redisUrl: through(REDIS_URL, redisProxy.port),
    cacheDriver: 'redis' as const,
    rateLimit: { perSecond: 1000, burst: 1000 },
    logLevel: 'silent' as const,
  };
  servers = [
    await startServer({ ...shared, dataDir: mkdtempSync(join(tmpdir(), 'glyphcast-fault-a-')) }),
    await startServer({ ...shared, dataDir: mkdtempSync(join(tmpdir(), 'glyphcast-fault-b-')) }),
  ];
});

afterAll(async () => {
  postgresProxy.restore();
  redisProxy.restore();
  for (const server of servers ?? []) await server.close();
  await database.drop();
  await postgresProxy.close();
  await redisProxy.close();
});

const statusOf = async (server: RunningServer) => (await healthOf(server.url)).status;

it('both instances ride out PostgreSQL and then Redis going away, and count exactly what they delivered', async () => {
  const [a, b] = servers as [RunningServer, RunningServer];
  const { secretKey, account } = await a.stores.accounts.create({ plan: 'hobby' });
  const load = startLoad([a.url, b.url], secretKey, 4);
  await sleep(600);

  postgresProxy.cut();
  await sleep(400);
  expect([await statusOf(a), await statusOf(b)]).toEqual([503, 503]);
  // Whatever the load happened to be doing at that moment, a render asked for now is refused.
  for (const server of [a, b]) {
    expect(await renderOnce(server.url, secretKey)).toMatchObject({ status: 503, code: 'DEPENDENCY_UNAVAILABLE' });
  }
  await sleep(800);
  postgresProxy.restore();
  await eventually(async () => (await statusOf(a)) === 200 && (await statusOf(b)) === 200, 10_000, 'PostgreSQL back');
  await sleep(400);

  redisProxy.cut();
  await sleep(400);
  expect([await statusOf(a), await statusOf(b)]).toEqual([200, 200]); // degraded, still serving
  await sleep(800);
  redisProxy.restore();
  await sleep(1500);
  const answers = await load.stop();

  expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
  expect(
    answers.filter((answer) => answer.status === 503).every((answer) => answer.code === 'DEPENDENCY_UNAVAILABLE'),
  ).toBe(true);
  const delivered = answers.filter((answer) => answer.status === 200 && answer.cache === 'MISS').length;
  // A render counted just before the database dropped and refused after is refunded once the
  // database takes the refund: retried every few seconds, so the count settles within them.
  await eventually(
    async () => (await usageOf(database.schema, account.id)) === delivered,
    10_000,
    `usage settling at the ${delivered} images delivered`,
  );
  for (const server of servers) {
    expect(server.dependencies.database.up).toBe(true);
    await eventually(async () => server.dependencies.redis?.up === true, 5000, 'Redis back on every instance');
  }
});
