import { expect, it } from 'vitest';
import { resolveServerOptions } from '../src/config.js';
import { StartupError } from '../src/health/wait-at-start.js';
import { startChildServer } from './_child-server.js';

const refusal = (options: Parameters<typeof resolveServerOptions>[0], env: Record<string, string>) => {
  try {
    resolveServerOptions(options, env);
  } catch (error) {
    return error;
  }
  return undefined;
};

it('takes each setting from the option, else the environment, else the default', () => {
  const env = { PORT: '8080', HOST: '0.0.0.0', RENDER_CONCURRENCY: '3', FETCH_ALLOW_HOSTS: 'a.internal, b.internal' };
  const resolved = resolveServerOptions({ port: 9000 }, env);
  expect(resolved.port).toBe(9000);
  expect(resolved.host).toBe('0.0.0.0');
  expect(resolved.publicUrl).toBe('http://0.0.0.0:9000');
  expect(resolved.upgradeUrl).toBe('http://0.0.0.0:9000/pricing');
  expect(resolved.renderConcurrency).toBe(3);
  expect(resolved.accountRenderConcurrency).toBe(2);
  expect(resolved.fetchAllowHosts).toEqual(['a.internal', 'b.internal']);
  expect(resolved.cacheDriver).toBe('fs');
  expect(resolved.rateLimit).toEqual({ perSecond: 10, burst: 10 });
  expect(resolveServerOptions({}, { STRIPE_PRICE_PLANS: 'price_1=hobby, price_2=pro' }).stripePricePlans).toEqual({
    price_1: 'hobby',
    price_2: 'pro',
  });
  const trust = (TRUST_PROXY: string) => resolveServerOptions({}, { TRUST_PROXY }).trustProxy;
  expect([trust('false'), trust('2'), trust('loopback, 10.0.0.0/8,fd00::/8')]).toEqual([
    false,
    2,
    ['loopback', '10.0.0.0/8', 'fd00::/8'],
  ]);
  expect(resolveServerOptions({}, {})).toMatchObject({ logLevel: 'info', trustProxy: false, metricsToken: undefined });
  // An empty variable is unset, as shells and compose files write it.
  expect(resolveServerOptions({}, { DATABASE_URL: '' }).databaseUrl).toBeUndefined();
});

it('refuses a wrong value with one line naming the variable or option, the rule and what it got', () => {
  const cases: [Parameters<typeof resolveServerOptions>[0], Record<string, string>, string][] = [
    [{}, { PORT: 'abc' }, 'PORT must be an integer from 0 to 65535, received "abc"'],
    [{}, { PORT: '70000' }, 'PORT must be an integer from 0 to 65535, received "70000"'],
    [{}, { CACHE_DRIVER: 'disk' }, 'CACHE_DRIVER must be one of fs, memory, redis, received "disk"'],
    [{}, { RATE_LIMIT_BURST: '0' }, 'RATE_LIMIT_BURST must be an integer of at least 1, received "0"'],
    [{}, { HEADERS_TIMEOUT_MS: '10s' }, 'HEADERS_TIMEOUT_MS must be an integer of at least 1000, received "10s"'],
    [{}, { PUBLIC_URL: 'example.com' }, 'PUBLIC_URL must be an http(s) URL, received "example.com"'],
    [{}, { STRIPE_PRICE_PLANS: 'price_1=gold' }, 'STRIPE_PRICE_PLANS must be price ids to hobby or pro'],
    [{ renderQueueLimit: 0 }, {}, 'renderQueueLimit must be an integer of at least 1, received 0'],
    [{}, { LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{}, { METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters (a bearer token), received "short"'],
    [{}, { TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY must be false, a number of proxy hops, or addresses and ranges'],
    [{}, { TRUST_PROXY: 'my-proxy.internal' }, 'TRUST_PROXY must be false, a number of proxy hops'],
    // A database the server cannot use was once ignored for SQLite; the password stays hidden.
    [
      {},
      { DATABASE_URL: 'mysql://app:s3cret@db.internal/app' },
      'DATABASE_URL must be a postgres:// (or postgresql://) URL, or sqlite: and a file, received "mysql://app:***@db.internal/app"',
    ],
    [
      {},
      { REDIS_URL: 'cache.internal:6379' },
      'REDIS_URL must be a redis:// or rediss:// URL, received "cache.internal:6379"',
    ],
  ];
  for (const [options, env, message] of cases) {
    const error = refusal(options, env);
    expect(error, message).toBeInstanceOf(StartupError);
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain('s3cret');
  }
});

it('a wrong setting stops the server with status 1 and that one line, no stack trace', async () => {
  const error = await startChildServer({ RENDER_CONCURRENCY: 'many' }).catch((caught: unknown) => caught as Error);
  expect(error).toBeInstanceOf(Error);
  const message = (error as Error).message;
  expect(message).toMatch(/the server exited with 1/);
  expect(message).toContain('glyphcast-server: RENDER_CONCURRENCY must be an integer of at least 1, received "many"');
  expect(message).not.toMatch(/\n\s+at /);
});
