import type { ClientAddress } from '../http/client-address.js';
import type { InFlight } from '../http/in-flight.js';
import type { RateLimiter, RateLimitPolicy } from '../ratelimit/rate-limiter.js';
import type { ImageServiceDeps } from '../render/image-service.js';
import type { KeyOwners } from '../store/key-owners.js';

/** What the image routes (and /v1/highlight, which shares their limits) need from the service. */
export interface ImageRouteDeps extends ImageServiceDeps {
  keyOwners: KeyOwners;
  limiter: RateLimiter;
  limitPolicy: RateLimitPolicy;
  /** Per-address buckets for the playground's shared key. */
  playgroundLimiter: RateLimiter;
  /** Requests being handled, drained before shutdown. */
  inFlight: InFlight;
  /** The client's address, through the proxies TRUST_PROXY trusts. */
  clientAddress: ClientAddress;
}
