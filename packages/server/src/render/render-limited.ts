import { randomUUID } from 'node:crypto';
import {
  type CardInfo,
  type CardParams,
  type CardRenderer,
  GlyphcastError,
  type ImageFetcher,
  type RenderControl,
} from '@glyphcast/core';
import type { ResolvedServerOptions } from '../config.js';
import { ClientGone, QuotaReached, RenderTimedOut } from '../errors/refusals.js';
import type { PendingRefunds } from '../metering/pending-refunds.js';
import type { Plan } from '../plans/plans.js';
import { monthOf, type Usage } from '../store/usage.js';
import type { RenderScheduler } from './render-scheduler.js';

/** What draws an image the service serves: a card of the core, or a stored design filled in. */
export type DrawsCards<Params extends CardParams, Info extends CardInfo> = Pick<
  CardRenderer<Params, Info>,
  'kind' | 'render'
>;

/** Who asks for a render, and what limits apply to them. */
export interface Requester {
  /** The account whose monthly quota a render counts against; undefined for unmetered work. */
  accountId: string | undefined;
  /** Whose share of the render slots this is: the account, or a client address. */
  share: string;
  plan: Plan;
  /** Aborts when the client goes away. */
  gone: AbortSignal;
}

export interface RenderLimits {
  scheduler: RenderScheduler;
  refunds: PendingRefunds;
  fetches: RenderScheduler;
  fetcher: ImageFetcher;
  usage: Usage;
  options: ResolvedServerOptions;
}

/** Where a render's time went, for Server-Timing: filled as it goes. */
export interface RenderTimings {
  /** From the request's start to a render slot: fetching its sources and queueing. */
  waitMs?: number;
  /** Drawing and encoding, on the render pool. */
  drawMs?: number;
}

/** What a render is given: when to stop, where to queue, how to fetch. */
type LimitedContext = RenderControl & { watermark: boolean; fetchResource: ImageFetcher };

/** Beside twice the limit, room in a request's bound for a render worker that is starting. */
const WORKER_START_ALLOWANCE_MS = 2000;

/**
 * Runs a render within the service's limits (RENDER_TIMEOUT_MS, "the limit"): its sources are
 * fetched (limited apart from the render slots, so a slow remote host never holds one) and a
 * slot found within half the limit of the request's start; the drawing gets the whole limit
 * from when a worker takes it, so a worker still starting (after another caller's render was
 * stopped) costs this request time but never its drawing's; and the whole request is bounded
 * by twice the limit plus two seconds. Past any of them the render is stopped wherever it is
 * and RenderTimedOut says which bound it passed. A client that goes away takes its render out
 * of the queue; one already drawing finishes (and is cached for the next request). A metered
 * render counts one image when it starts drawing (QuotaReached past the plan's monthly images)
 * and is refunded if it fails, so a crash bills at most the renders in progress. The count
 * carries a ticket: when the database drops while counting, the refund applies exactly when
 * the count did land.
 */
export async function renderLimited<T>(
  requester: Requester,
  limits: RenderLimits,
  render: (context: LimitedContext) => Promise<T>,
  timings: RenderTimings = {},
): Promise<T> {
  const started = performance.now();
  const limit = limits.options.renderTimeoutMs;
  const deadline = AbortSignal.timeout(2 * limit + WORKER_START_ALLOWANCE_MS);
  const waiting = AbortSignal.any([deadline, requester.gone]);
  // A render starts with at least half its time left: one let in at the last moment would
  // only be stopped mid-draw, its worker replaced for nothing.
  const startBy = AbortSignal.any([AbortSignal.timeout(Math.ceil(limit / 2)), waiting]);
  const month = monthOf(new Date());
  // Set once the count is asked for: from then on a failure refunds it, if it was made.
  let ticket: string | undefined;
  const context: LimitedContext = {
    watermark: requester.plan.watermark,
    signal: deadline,
    timeoutMs: limit,
    fetchResource: (url, field) =>
      limits.fetches.run(() => limits.fetcher(url, field), { account: requester.share, signal: waiting }),
    schedule: (draw) =>
      limits.scheduler.run(
        async () => {
          const { accountId } = requester;
          if (accountId !== undefined) {
            const asked = randomUUID();
            ticket = asked;
            if (!(await limits.usage.consume(accountId, month, requester.plan.monthlyImages, asked))) {
              ticket = undefined;
              throw new QuotaReached(accountId, requester.plan, month);
            }
          }
          const slotAt = performance.now();
          timings.waitMs = slotAt - started;
          try {
            return await draw();
          } finally {
            timings.drawMs = performance.now() - slotAt;
          }
        },
        // Pro renders jump the queue when every slot is busy (priority rendering).
        { account: requester.share, priority: requester.plan.priority, signal: startBy },
      ),
  };
  try {
    return await render(context);
  } catch (error) {
    if (ticket !== undefined) await limits.refunds.refund(ticket);
    if (error instanceof QuotaReached) throw error;
    if (error instanceof GlyphcastError && error.code === 'RENDER_TIMEOUT') throw new RenderTimedOut('render', limit);
    if (deadline.aborted) throw new RenderTimedOut('total', 2 * limit + WORKER_START_ALLOWANCE_MS);
    if (requester.gone.aborted) throw new ClientGone();
    if (startBy.aborted) throw new RenderTimedOut('wait', Math.ceil(limit / 2));
    throw error;
  }
}
