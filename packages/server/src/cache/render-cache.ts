import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { createStorage, type Storage } from 'unstorage';
import { firstConnection, REDIS_OPTIONS, REDIS_START_WAIT_MS } from '../redis/open-redis.js';
import { DiskBudget } from './disk-budget.js';

/**
 * The render cache: rendered images by a hash of everything that changes their pixels. It sits
 * behind unstorage, so the same code stores on the filesystem (the default), in bounded memory,
 * or in Redis (shared by several instances).
 */
export interface RenderCache {
  get(key: string): Promise<Buffer | undefined>;
  set(key: string, image: Buffer): Promise<void>;
  /** Bytes on disk for the filesystem cache; undefined for the others. */
  usedBytes(): Promise<number> | undefined;
  close(): Promise<void>;
}

export type CacheDriver = 'fs' | 'memory' | 'redis';

interface RenderCacheSettings {
  driver: CacheDriver;
  dataDir: string;
  redisUrl?: string;
  /** The filesystem cache's budget; the least recently used images are removed past it. */
  maxBytes: number;
  /** Where a failure in the background (an eviction) is reported. */
  log: (line: string) => void;
}

/** The memory driver's bounds: entries and bytes (a few hundred cards). */
const MEMORY_MAX_ENTRIES = 1000;
const MEMORY_MAX_BYTES = 256 * 1024 * 1024;
/** Redis keeps an image a week after its last write; a popular card is written again on a miss. */
const REDIS_TTL_SECONDS = 7 * 24 * 3600;

async function createDriver(settings: RenderCacheSettings) {
  if (settings.driver === 'memory') {
    const { default: lru } = await import('unstorage/drivers/lru-cache');
    return lru({
      max: MEMORY_MAX_ENTRIES,
      maxSize: MEMORY_MAX_BYTES,
      sizeCalculation: (value: unknown) =>
        (typeof value === 'string' ? value.length : ((value as Uint8Array).byteLength ?? 1)) || 1,
    });
  }
  if (settings.driver === 'redis') {
    if (!settings.redisUrl) throw new Error('CACHE_DRIVER=redis needs REDIS_URL');
    const { default: redis } = await import('unstorage/drivers/redis');
    const driver = redis({
      url: settings.redisUrl,
      base: 'glyphcast:render',
      ttl: REDIS_TTL_SECONDS,
      ...REDIS_OPTIONS,
    });
    // The client connects now: with no offline queue, a command before it is ready would fail.
    const client = driver.getInstance?.() as Redis;
    // Its failures reach the cache's callers, who report them as the cache's: one voice for Redis
    // (the rate limiter's client), one for the cache, so two clients reconnecting at different
    // moments never make either flap.
    client.on('error', () => undefined);
    // Without it, images are rendered uncached until it answers.
    await firstConnection(client, REDIS_START_WAIT_MS);
    return driver;
  }
  const { default: fs } = await import('unstorage/drivers/fs');
  return fs({ base: join(settings.dataDir, 'cache') });
}

/**
 * The hot tier in front of the persistent store: recently served images in memory, so a popular
 * og:image is answered without touching the disk or Redis. Bounded by bytes.
 */
const HOT_MAX_BYTES = 64 * 1024 * 1024;

/** Opens the cache the settings name; drivers are loaded only when chosen. */
export async function openRenderCache(settings: RenderCacheSettings): Promise<RenderCache> {
  const storage: Storage = createStorage({ driver: await createDriver(settings) });
  const hot = new LRUCache<string, Buffer>({ maxSize: HOT_MAX_BYTES, sizeCalculation: (image) => image.length || 1 });
  // Memory is bounded by its driver and Redis by its TTL (and maxmemory); the disk needs a budget.
  const budget = settings.driver === 'fs' ? new DiskBudget(storage, settings.maxBytes, settings.log) : undefined;
  return {
    async get(key) {
      const recent = hot.get(key);
      if (recent) return recent;
      const value = (await storage.getItemRaw(key)) as Uint8Array | string | null;
      if (value === null || value === undefined) return undefined;
      const image = typeof value === 'string' ? Buffer.from(value, 'base64') : Buffer.from(value);
      hot.set(key, image);
      budget?.used(key);
      return image;
    },
    async set(key, image) {
      hot.set(key, image);
      await storage.setItemRaw(key, image);
      budget?.written(key, image.length);
    },
    usedBytes: () => budget?.usedBytes(),
    close: async () => {
      await budget?.settled(); // no deletion after the storage is gone
      await storage.dispose();
    },
  };
}

/** The leader of a flight gave up before rendering (its own quota): waiters must try again. */
export class FlightAborted extends Error {}

/**
 * One render per key at a time. The first request for a key leads: it registers the flight at
 * once (before any await), so every identical request that arrives meanwhile waits for it
 * instead of rendering again. `join` returns the running flight, if any.
 */
export class SingleFlight<T> {
  private readonly flights = new Map<string, Promise<T>>();

  join(key: string): Promise<T> | undefined {
    return this.flights.get(key);
  }

  lead(key: string): { settle: (value: T) => void; fail: (error: unknown) => void } {
    let settle!: (value: T) => void;
    let fail!: (error: unknown) => void;
    const flight = new Promise<T>((resolve, reject) => {
      settle = resolve;
      fail = reject;
    });
    flight.catch(() => undefined);
    this.flights.set(key, flight);
    const done = () => this.flights.delete(key);
    return {
      settle: (value) => {
        done();
        settle(value);
      },
      fail: (error) => {
        done();
        fail(error);
      },
    };
  }
}
