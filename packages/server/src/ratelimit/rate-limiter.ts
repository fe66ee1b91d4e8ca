import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Dependency } from '../health/dependency.js';

/**
 * Token buckets, one per key: `burst` tokens, refilled at `perSecond`. By default 10 requests a
 * second per key; a burst of 10 lets a page's handful of images load at once.
 */
export interface RateLimitPolicy {
  perSecond: number;
  burst: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Seconds until a token is back (what Retry-After says when refused). */
  retryAfter: number;
}

export interface RateLimiter {
  take(key: string): Promise<RateDecision>;
}

export const DEFAULT_POLICY: RateLimitPolicy = { perSecond: 10, burst: 10 };

function decide(tokens: number, policy: RateLimitPolicy): RateDecision {
  const allowed = tokens >= 1;
  const left = allowed ? tokens - 1 : tokens;
  return {
    allowed,
    remaining: Math.floor(left),
    retryAfter: allowed ? 0 : Math.max(1, Math.ceil((1 - left) / policy.perSecond)),
  };
}

/**
 * Buckets in this process: enough for one instance. Bounded: past 100,000 keys the least
 * recently used bucket is dropped.
 */
export function memoryRateLimiter(policy: RateLimitPolicy = DEFAULT_POLICY): RateLimiter {
  const buckets = new LRUCache<string, { tokens: number; at: number }>({ max: 100_000 });
  return {
    async take(key) {
      const now = Date.now();
      const bucket = buckets.get(key) ?? { tokens: policy.burst, at: now };
      const tokens = Math.min(policy.burst, bucket.tokens + ((now - bucket.at) / 1000) * policy.perSecond);
      const decision = decide(tokens, policy);
      buckets.set(key, { tokens: decision.allowed ? tokens - 1 : tokens, at: now });
      return decision;
    },
  };
}

/*
 * The same bucket in Redis, as one Lua script (atomic: concurrent instances never both spend
 * the last token). The bucket expires once it would be full again anyway.
 */
const TAKE_SCRIPT = `
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or now
tokens = math.min(burst, tokens + (now - at) / 1000 * rate)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return { allowed, tostring(tokens) }
`;

/**
 * Buckets shared by every instance through Redis. While Redis is down each instance falls back
 * to buckets of its own (the `fallback`): the service stays up, each instance then allowing the
 * full rate, rather than refusing every request. The dependency's log line says when.
 */
export function redisRateLimiter(
  redis: Redis,
  redisState: Dependency,
  policy: RateLimitPolicy = DEFAULT_POLICY,
): RateLimiter {
  const fallback = memoryRateLimiter(policy);
  const takeShared = async (key: string): Promise<RateDecision> => {
    const [allowed, tokens] = (await redis.eval(
      TAKE_SCRIPT,
      1,
      `glyphcast:rate:${key}`,
      policy.perSecond,
      policy.burst,
      Date.now(),
    )) as [number, string];
    const left = Number(tokens);
    return allowed === 1
      ? { allowed: true, remaining: Math.floor(left), retryAfter: 0 }
      : { allowed: false, remaining: 0, retryAfter: Math.max(1, Math.ceil((1 - left) / policy.perSecond)) };
  };
  return {
    async take(key) {
      if (!redisState.up) return fallback.take(key);
      try {
        return await takeShared(key);
      } catch (error) {
        redisState.markDown(error);
        return fallback.take(key);
      }
    },
  };
}
