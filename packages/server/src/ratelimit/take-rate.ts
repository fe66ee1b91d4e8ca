import { ProblemError } from '../http/problem.js';
import type { RateDecision, RateLimiter, RateLimitPolicy } from './rate-limiter.js';

/** The IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers): the policy and what is left. */
function rateLimitHeaders(rate: RateDecision, policy: RateLimitPolicy): Record<string, string> {
  return {
    'ratelimit-policy': `"per-key";q=${policy.burst};w=${Math.ceil(policy.burst / policy.perSecond)}`,
    ratelimit: `"per-key";r=${rate.remaining};t=${rate.retryAfter}`,
  };
}

/**
 * Takes one request from a bucket: the RateLimit headers to send when allowed, else a 429
 * RATE_LIMITED with them and Retry-After. `scope` ends the message: "per key", "per address".
 */
export async function takeRate(
  limiter: RateLimiter,
  bucket: string,
  policy: RateLimitPolicy,
  scope: string,
): Promise<Record<string, string>> {
  const rate = await limiter.take(bucket);
  const headers = rateLimitHeaders(rate, policy);
  if (rate.allowed) return headers;
  throw new ProblemError(
    {
      status: 429,
      title: 'Too many requests',
      detail: `at most ${policy.perSecond} requests a second ${scope}; try again in ${rate.retryAfter} s`,
      code: 'RATE_LIMITED',
    },
    { ...headers, 'retry-after': String(rate.retryAfter) },
  );
}
