import { Redis, type RedisOptions } from 'ioredis';
import type { Dependency } from '../health/dependency.js';

/**
 * How every Redis client of the service behaves when Redis goes away: commands fail at once
 * instead of queueing for a connection that may not come back (the callers have fallbacks),
 * each command and connection attempt is bounded, and the client reconnects by itself,
 * backing off to every 2 s.
 */
export const REDIS_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  commandTimeout: 1000,
  retryStrategy: (times) => Math.min(times * 200, 2000),
};

/** How long a start waits for Redis before it goes on without it (and keeps trying). */
export const REDIS_START_WAIT_MS = 3000;

/**
 * A client for `url` whose errors and reconnections tell `dependency` (without an 'error'
 * listener ioredis logs every failed attempt, several times a second).
 */
export function openRedis(url: string, dependency: Dependency): Redis {
  const redis = new Redis(url, REDIS_OPTIONS);
  redis.on('error', (error) => dependency.markDown(error));
  redis.on('ready', () => dependency.markUp());
  return redis;
}

/**
 * Waits up to `ms` for the first connection. Redis is not needed to serve images, so a start
 * without it goes on (per-instance rate limits, no shared cache) and the client keeps trying.
 */
export async function firstConnection(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), ms);
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    redis.on('ready', onReady);
  });
}
