/** The IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers): the policy and what is left. */
export function rateLimitHeaders(
  policy: { perSecond: number; burst: number },
  rate: { remaining: number; retryAfter: number },
): Record<string, string> {
  return {
    'ratelimit-policy': `"per-key";q=${policy.burst};w=${Math.ceil(policy.burst / policy.perSecond)}`,
    ratelimit: `"per-key";r=${rate.remaining};t=${rate.retryAfter}`,
  };
}
