import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import type { CacheDriver } from './cache/render-cache.js';
import { StartupError } from './health/wait-at-start.js';
import type { TrustProxy } from './http/client-address.js';
import { LOG_LEVELS, type LogLevel } from './log/logger.js';
import { isPaidPlanId, type PaidPlanId } from './plans/plans.js';
import { DEFAULT_POLICY, type RateLimitPolicy } from './ratelimit/rate-limiter.js';

/** Settings of the server; each can come from the caller, then the environment, then a default. */
export interface ServerOptions {
  /** @default 3000, or PORT */
  port?: number;
  /** @default '127.0.0.1', or HOST */
  host?: string;
  /** Where the SQLite file and the filesystem cache will live. @default './.data', or DATA_DIR */
  dataDir?: string;
  /** The address the service is reached at, for absolute URLs. @default `http://{host}:{port}`, or PUBLIC_URL */
  publicUrl?: string;
  /** A postgres:// URL to share state between instances; SQLite in `dataDir` when absent. Or DATABASE_URL. */
  databaseUrl?: string;
  /** Where a quota 429 sends people, with `client_reference_id=<account id>` added (a Stripe Payment Link passes it to the checkout). @default `{publicUrl}/pricing`, or UPGRADE_URL */
  upgradeUrl?: string;
  /** Where rendered images are kept: `fs` (in dataDir), `memory` (bounded) or `redis`. @default 'fs', or CACHE_DRIVER */
  cacheDriver?: CacheDriver;
  /** The filesystem cache's size in MiB; least recently used images go past it. @default 1024, or CACHE_MAX_MB */
  cacheMaxMb?: number;
  /** Redis for the cache and the rate limit, shared by instances. Or REDIS_URL. */
  redisUrl?: string;
  /** Requests per second per key, and the burst. @default 10 a second, burst 10, or RATE_LIMIT_PER_SECOND and RATE_LIMIT_BURST */
  rateLimit?: RateLimitPolicy;
  /** A render taking longer is answered with 503 and Retry-After. @default 15000, or RENDER_TIMEOUT_MS */
  renderTimeoutMs?: number;
  /** Images a month for the playground's shared key. @default 10000, or PLAYGROUND_MONTHLY_IMAGES */
  playgroundMonthlyImages?: number;
  /** Renders at once; more wait, Pro's first. @default one per core, or RENDER_CONCURRENCY */
  renderConcurrency?: number;
  /** Renders of one account (or one address on the playground key) at once, so one account never holds every slot. @default renderConcurrency − 1 (at least 1), or ACCOUNT_RENDER_CONCURRENCY */
  accountRenderConcurrency?: number;
  /** Renders waiting for a slot, in all; past it requests are refused at once with 503 and Retry-After. @default 64, or RENDER_QUEUE_LIMIT */
  renderQueueLimit?: number;
  /** Hosts that avatars, logos and fonts may be fetched from although they are not public (an intranet). @default none, or FETCH_ALLOW_HOSTS (comma-separated) */
  fetchAllowHosts?: string[];
  /** How long a start waits for PostgreSQL to answer before it exits with an error. @default 30000, or STARTUP_TIMEOUT_MS */
  startupTimeoutMs?: number;
  /** Time to receive a request's headers; a slower client is disconnected. @default 10000, or HEADERS_TIMEOUT_MS */
  headersTimeoutMs?: number;
  /** Time to receive a whole request, body included. @default 30000, or REQUEST_TIMEOUT_MS */
  requestTimeoutMs?: number;
  /** The Stripe webhook endpoint's signing secret (`whsec_…`); billing is off without it. Or STRIPE_WEBHOOK_SECRET */
  stripeWebhookSecret?: string;
  /** Stripe price ids to plans, e.g. `{ price_123: 'hobby' }`. Or STRIPE_PRICE_PLANS as `price_123=hobby,price_456=pro` */
  stripePricePlans?: Record<string, PaidPlanId>;
  /** Days a past-due subscription keeps its plan. @default 7, or STRIPE_PAST_DUE_GRACE_DAYS */
  pastDueGraceDays?: number;
  /** The least severe log level written: fatal, error, warn, info, debug, trace or silent. @default 'info', or LOG_LEVEL */
  logLevel?: LogLevel;
  /** The bearer token `GET /metrics` takes; without it `/metrics` is off (404). Or METRICS_TOKEN */
  metricsToken?: string;
  /** Proxies trusted to name the client in X-Forwarded-For: `false`, a hop count, or addresses and ranges. @default false, or TRUST_PROXY */
  trustProxy?: TrustProxy;
}

export type ResolvedServerOptions = Required<
  Omit<ServerOptions, 'databaseUrl' | 'redisUrl' | 'stripeWebhookSecret' | 'metricsToken'>
> & {
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  stripeWebhookSecret: string | undefined;
  metricsToken: string | undefined;
};

/*
 * Each setting is `option ?? environment ?? default`, checked against a valibot rule whatever
 * its source: a wrong value stops the start with one line naming the option or the variable
 * ("PORT must be an integer from 1 to 65535, received \"abc\""), never a silent default.
 */

const integer = (min: number, max = Number.MAX_SAFE_INTEGER) => {
  const rule = max === Number.MAX_SAFE_INTEGER ? `an integer of at least ${min}` : `an integer from ${min} to ${max}`;
  return v.pipe(v.number(rule), v.integer(rule), v.minValue(min, rule), v.maxValue(max, rule));
};
const text = v.pipe(v.string('text'), v.minLength(1, 'not empty'));
const httpUrl = v.pipe(v.string('an http(s) URL'), v.url('an http(s) URL'), v.regex(/^https?:/i, 'an http(s) URL'));
const CACHE_DRIVERS = ['fs', 'memory', 'redis'] as const satisfies readonly CacheDriver[];
const cacheDrivers = v.picklist(CACHE_DRIVERS, `one of ${CACHE_DRIVERS.join(', ')}`);
const hostList = v.array(v.pipe(v.string(), v.minLength(1)), 'a list of host names');
const logLevels = v.picklist(LOG_LEVELS, `one of ${LOG_LEVELS.join(', ')}`);
const METRICS_TOKEN_RULE = 'at least 16 characters (a bearer token)';
const metricsToken = v.pipe(v.string(METRICS_TOKEN_RULE), v.minLength(16, METRICS_TOKEN_RULE));
const TRUST_PROXY_RULE =
  'false, a number of proxy hops, or addresses and ranges such as loopback,10.0.0.0/8 (proxy-addr names: loopback, linklocal, uniquelocal)';
const trustProxy = v.union(
  [
    v.literal(false, TRUST_PROXY_RULE),
    v.pipe(v.number(TRUST_PROXY_RULE), v.integer(TRUST_PROXY_RULE), v.minValue(1, TRUST_PROXY_RULE)),
    v.pipe(
      v.array(v.string(TRUST_PROXY_RULE), TRUST_PROXY_RULE),
      v.minLength(1, TRUST_PROXY_RULE),
      v.check((entries) => entries.every(isProxyAddress), TRUST_PROXY_RULE),
    ),
  ],
  TRUST_PROXY_RULE,
);

/** An address, a range, or one of proxy-addr's names: what `proxyAddr.compile` takes. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !isIP(address)) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
}
const PRICE_PLANS_RULE = 'price ids to hobby or pro, such as price_123=hobby,price_456=pro';
const pricePlans = v.record(
  v.pipe(v.string(PRICE_PLANS_RULE), v.minLength(1, PRICE_PLANS_RULE)),
  v.custom<PaidPlanId>((plan) => typeof plan === 'string' && isPaidPlanId(plan), PRICE_PLANS_RULE),
  PRICE_PLANS_RULE,
);

// A URL of a kind the server cannot use would otherwise be ignored (SQLite in DATA_DIR) or
// taken for a host name (Redis), and the operator's shared state never shared.
const DATABASE_URL_RULE = 'a postgres:// (or postgresql://) URL, or sqlite: and a file';
const databaseUrl = v.pipe(v.string(DATABASE_URL_RULE), v.regex(/^(postgres(ql)?:\/\/|sqlite:.)/, DATABASE_URL_RULE));
const REDIS_URL_RULE = 'a redis:// or rediss:// URL';
const redisUrl = v.pipe(v.string(REDIS_URL_RULE), v.regex(/^rediss?:\/\//, REDIS_URL_RULE));

/** A refused value as the error shows it: a URL's password hidden. */
const shownValue = (raw: unknown) => JSON.stringify(raw).replace(/(\/\/[^:/@\s"]*):[^@/\s"]*@/, '$1:***@');

/** How an environment variable's text becomes the setting's value (the rule then checks it). */
const fromEnv = {
  text: (value: string) => value,
  integer: (value: string) => (/^-?\d+$/.test(value.trim()) ? Number(value) : value),
  list: (value: string) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  /** `false` (or empty), a hop count, or a comma-separated list of addresses and ranges. */
  trustProxy: (value: string) =>
    value.trim().toLowerCase() === 'false' ? false : /^\d+$/.test(value.trim()) ? Number(value) : fromEnv.list(value),
  /** `price_123=hobby,price_456=pro`; an entry without `=` stays as text and fails the rule. */
  pricePlans: (value: string) => {
    const entries = fromEnv.list(value).map((entry) => entry.split('=').map((part) => part.trim()));
    return entries.every((pair) => pair.length === 2) ? Object.fromEntries(entries) : value;
  },
};

type Environment = Record<string, string | undefined>;

/** One setting: the option if given, else the variable if set (and not empty), else `fallback`. */
function setting<T>(
  option: { name: string; value: unknown },
  variable: string,
  schema: v.GenericSchema<unknown, T>,
  read: (value: string) => unknown,
  fallback: () => T,
  env: Environment,
): T {
  const fromVariable = env[variable] === undefined || env[variable] === '' ? undefined : env[variable];
  // An empty string means unset, from an option as from a variable.
  const given = option.value === '' ? undefined : option.value;
  const source =
    given !== undefined
      ? { name: option.name, value: given, raw: given }
      : fromVariable !== undefined
        ? { name: variable, value: read(fromVariable), raw: fromVariable }
        : undefined;
  if (!source) return fallback();
  const result = v.safeParse(schema, source.value);
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw new StartupError(`${source.name} must be ${issue.message}, received ${shownValue(source.raw)}`);
}

/** Resolves every setting once, as `option ?? environment ?? default`, each checked. */
export function resolveServerOptions(
  options: ServerOptions = {},
  env: Environment = process.env,
): ResolvedServerOptions {
  const get = <K extends keyof ServerOptions, T>(
    name: K,
    variable: string,
    schema: v.GenericSchema<unknown, T>,
    read: (value: string) => unknown,
    fallback: () => T,
  ) => setting({ name, value: options[name] }, variable, schema, read, fallback, env);
  const optional = <K extends keyof ServerOptions>(
    name: K,
    variable: string,
    schema: v.GenericSchema<unknown, string>,
  ) => get(name, variable, schema, fromEnv.text, (): string | undefined => undefined);

  const port = get('port', 'PORT', integer(0, 65535), fromEnv.integer, () => 3000);
  const host = get('host', 'HOST', text, fromEnv.text, () => '127.0.0.1');
  const publicUrl = get('publicUrl', 'PUBLIC_URL', httpUrl, fromEnv.text, () => `http://${host}:${port}`).replace(
    /\/$/,
    '',
  );
  const renderConcurrency = get('renderConcurrency', 'RENDER_CONCURRENCY', integer(1), fromEnv.integer, () =>
    availableParallelism(),
  );
  const rate = (name: 'perSecond' | 'burst', variable: string) =>
    setting(
      { name: `rateLimit.${name}`, value: options.rateLimit?.[name] },
      variable,
      integer(1),
      fromEnv.integer,
      () => DEFAULT_POLICY[name],
      env,
    );
  return {
    port,
    host,
    publicUrl,
    dataDir: get('dataDir', 'DATA_DIR', text, fromEnv.text, () => join(process.cwd(), '.data')),
    databaseUrl: optional('databaseUrl', 'DATABASE_URL', databaseUrl),
    upgradeUrl: get('upgradeUrl', 'UPGRADE_URL', httpUrl, fromEnv.text, () => `${publicUrl}/pricing`),
    cacheDriver: get('cacheDriver', 'CACHE_DRIVER', cacheDrivers, fromEnv.text, () => 'fs' as const),
    cacheMaxMb: get('cacheMaxMb', 'CACHE_MAX_MB', integer(1), fromEnv.integer, () => 1024),
    redisUrl: optional('redisUrl', 'REDIS_URL', redisUrl),
    rateLimit: { perSecond: rate('perSecond', 'RATE_LIMIT_PER_SECOND'), burst: rate('burst', 'RATE_LIMIT_BURST') },
    renderTimeoutMs: get('renderTimeoutMs', 'RENDER_TIMEOUT_MS', integer(1), fromEnv.integer, () => 15_000),
    playgroundMonthlyImages: get(
      'playgroundMonthlyImages',
      'PLAYGROUND_MONTHLY_IMAGES',
      integer(0),
      fromEnv.integer,
      () => 10_000,
    ),
    stripeWebhookSecret: optional('stripeWebhookSecret', 'STRIPE_WEBHOOK_SECRET', text),
    stripePricePlans: get('stripePricePlans', 'STRIPE_PRICE_PLANS', pricePlans, fromEnv.pricePlans, () => ({})),
    pastDueGraceDays: get('pastDueGraceDays', 'STRIPE_PAST_DUE_GRACE_DAYS', integer(0), fromEnv.integer, () => 7),
    renderConcurrency,
    accountRenderConcurrency: get(
      'accountRenderConcurrency',
      'ACCOUNT_RENDER_CONCURRENCY',
      integer(1),
      fromEnv.integer,
      () => Math.max(1, renderConcurrency - 1),
    ),
    renderQueueLimit: get('renderQueueLimit', 'RENDER_QUEUE_LIMIT', integer(1), fromEnv.integer, () => 64),
    fetchAllowHosts: get('fetchAllowHosts', 'FETCH_ALLOW_HOSTS', hostList, fromEnv.list, () => []),
    startupTimeoutMs: get('startupTimeoutMs', 'STARTUP_TIMEOUT_MS', integer(0), fromEnv.integer, () => 30_000),
    headersTimeoutMs: get('headersTimeoutMs', 'HEADERS_TIMEOUT_MS', integer(1000), fromEnv.integer, () => 10_000),
    requestTimeoutMs: get('requestTimeoutMs', 'REQUEST_TIMEOUT_MS', integer(1000), fromEnv.integer, () => 30_000),
    logLevel: get('logLevel', 'LOG_LEVEL', logLevels, fromEnv.text, () => 'info' as const),
    metricsToken: optional('metricsToken', 'METRICS_TOKEN', metricsToken),
    trustProxy: get('trustProxy', 'TRUST_PROXY', trustProxy, fromEnv.trustProxy, (): TrustProxy => false),
  };
}
