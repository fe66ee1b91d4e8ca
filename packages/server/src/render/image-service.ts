import type { CardInfo, CardParams, ResourceWarning } from '@glyphcast/core';
import { FlightAborted, SingleFlight } from '../cache/render-cache.js';
import type { TolerantCache } from '../cache/tolerant-cache.js';
import { ClientGone, QuotaReached } from '../errors/refusals.js';
import { packCachedImage, type ServedImage, unpackCachedImage } from './cached-image.js';
import {
  type DrawsCards,
  type RenderLimits,
  type RenderTimings,
  type Requester,
  renderLimited,
} from './render-limited.js';

/** An image is cached unless one of its warnings may not happen next time (a failed fetch). */
export const cacheable = (warnings: readonly ResourceWarning[]) => warnings.every((warning) => warning.lasting);

/** An image with where it came from. */
type ImageOutcome = ServedImage & { cache: 'HIT' | 'MISS' };

export interface ImageServiceDeps extends RenderLimits {
  cache: TolerantCache;
}

/**
 * Where every image the service sends comes from, whatever the route: the cache, an identical
 * render already running, or a render now within the requester's limits (deadline, render
 * queue, monthly quota, refunds). A render that fails is never cached and counts nothing; one
 * with a warning that may not recur (a fetch that failed) is not cached, so a later request can
 * do better; one whose warnings always recur (characters no font has) is.
 */
export class ImageService {
  private readonly flights = new SingleFlight<ServedImage>();

  constructor(private readonly deps: ImageServiceDeps) {}

  /**
   * The image of `card` for `params` (already parsed), cached under `hash`. A HIT (from the
   * cache or a running render) is free; a MISS counts one image when its drawing starts.
   */
  async obtain<Params extends CardParams, Info extends CardInfo>(
    card: DrawsCards<Params, Info>,
    params: Params,
    hash: string,
    requester: Requester,
    timings: RenderTimings,
  ): Promise<ImageOutcome> {
    const key = `${card.kind}:${hash}`;
    const cached = await this.deps.cache.get(key);
    if (cached) return { ...unpackCachedImage(cached), cache: 'HIT' };
    const running = this.flights.join(key);
    if (running) {
      try {
        return { ...(await running), cache: 'HIT' };
      } catch (error) {
        if (error instanceof FlightAborted) return this.obtain(card, params, hash, requester, timings);
        throw error;
      }
    }
    const flight = this.flights.lead(key);
    try {
      const rendered = await renderLimited(requester, this.deps, (context) => card.render(params, context), timings);
      const served = { image: rendered.image, warnings: rendered.warnings };
      if (cacheable(served.warnings)) await this.deps.cache.set(key, packCachedImage(served));
      flight.settle(served);
      return { ...served, cache: 'MISS' };
    } catch (error) {
      // The leader's own reasons to stop (its client left, its quota) are not the waiters': they try again.
      flight.fail(error instanceof ClientGone || error instanceof QuotaReached ? new FlightAborted() : error);
      throw error;
    }
  }
}
