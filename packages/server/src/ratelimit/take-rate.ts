import { RateLimited } from '../errors/refusals.js';
import type { RateDecision, RateLimiter, RateLimitPolicy } from './rate-limiter.js';

/**
 * Takes one request from a bucket: the decision (what is left) when allowed, else RateLimited.
 * `scope` ends the refusal's message: "per key", "per address".
 */
export async function takeRate(
  limiter: RateLimiter,
  bucket: string,
  policy: RateLimitPolicy,
  scope: string,
): Promise<RateDecision> {
  const rate = await limiter.take(bucket);
  if (rate.allowed) return rate;
  throw new RateLimited(policy, rate.retryAfter, scope);
}
