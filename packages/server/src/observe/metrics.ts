import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Dependencies } from '../health/dependency.js';
import type { RenderScheduler } from '../render/render-scheduler.js';
import type { RequestNotes } from './request-notes.js';

/** Seconds: from a cache hit (under a millisecond) to a render at its time limit. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

/**
 * The service's metrics in Prometheus' text format (prom-client, its own registry, so an app
 * that mounts the service keeps its own): requests by route, method and status, their times,
 * the problems answered by code (RATE_LIMITED is a rate-limit refusal), renders' drawing and
 * waiting times by card, cache results, the render queue, each dependency's state, and the
 * process (CPU, memory, event-loop lag, GC).
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'glyphcast_http_requests_total',
    help: 'HTTP requests answered, by route, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  private readonly requestSeconds = new Histogram({
    name: 'glyphcast_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route',
    labelNames: ['route'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });
  private readonly problems = new Counter({
    name: 'glyphcast_http_problems_total',
    help: 'Error answers by problem code (RATE_LIMITED: refused by a rate limit; QUOTA_EXCEEDED: by a monthly quota)',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });
  private readonly renderSeconds = new Histogram({
    name: 'glyphcast_render_duration_seconds',
    help: 'Drawing time of a render, by card and format',
    labelNames: ['card', 'format'] as const,
    buckets: RENDER_BUCKETS,
    registers: [this.registry],
  });
  private readonly waitSeconds = new Histogram({
    name: 'glyphcast_render_wait_seconds',
    help: 'Time a render waited for its images and a render slot, by card',
    labelNames: ['card'] as const,
    buckets: RENDER_BUCKETS,
    registers: [this.registry],
  });
  private readonly cacheResults = new Counter({
    name: 'glyphcast_cache_results_total',
    help: 'Image requests answered from the cache (HIT) or rendered (MISS)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  constructor(sources: { scheduler: RenderScheduler; dependencies: Dependencies }) {
    const { scheduler, dependencies } = sources;
    new Gauge({
      name: 'glyphcast_render_queue_depth',
      help: 'Renders waiting for a slot, by priority',
      labelNames: ['priority'] as const,
      registers: [this.registry],
      collect() {
        for (const [priority, count] of Object.entries(scheduler.queued)) this.set({ priority }, count);
      },
    });
    new Gauge({
      name: 'glyphcast_dependency_up',
      help: 'Whether a dependency answers (1) or not (0), as the service last saw it',
      labelNames: ['dependency'] as const,
      registers: [this.registry],
      collect() {
        for (const dependency of Object.values(dependencies)) {
          if (dependency) this.set({ dependency: dependency.name }, dependency.up ? 1 : 0);
        }
      },
    });
    collectDefaultMetrics({ register: this.registry, prefix: 'glyphcast_' });
  }

  /** One answered request: `route` is a route's path, or `unmatched`, so labels stay few. */
  recordRequest(route: string, method: string, status: number, seconds: number, notes: RequestNotes): void {
    this.requests.inc({ route, method, status: String(status) });
    this.requestSeconds.observe({ route }, seconds);
    if (notes.problem) this.problems.inc({ code: notes.problem });
    if (notes.cache) this.cacheResults.inc({ result: notes.cache });
    if (notes.card && notes.renderMs !== undefined) {
      this.renderSeconds.observe({ card: notes.card, format: notes.format ?? 'unknown' }, notes.renderMs / 1000);
    }
    if (notes.card && notes.waitMs !== undefined) this.waitSeconds.observe({ card: notes.card }, notes.waitMs / 1000);
  }
}
