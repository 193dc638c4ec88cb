export type RateLimitDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

type Bucket = { tokens: number; updatedAt: number };

const SWEEP_THRESHOLD = 10_000;

/**
 * A token bucket per client: `perMinute` requests at once, then one more each
 * 60/perMinute seconds. O(1) per request, and full buckets are forgotten so memory stays bounded.
 */
export function createRateLimiter(perMinute: number, now: () => number = Date.now) {
  const buckets = new Map<string, Bucket>();
  const refillPerMs = perMinute / 60_000;

  function refreshed(bucket: Bucket, at: number): number {
    return Math.min(perMinute, bucket.tokens + (at - bucket.updatedAt) * refillPerMs);
  }

  function sweep(at: number) {
    for (const [key, bucket] of buckets) {
      if (refreshed(bucket, at) >= perMinute) buckets.delete(key);
    }
  }

  return {
    check(key: string): RateLimitDecision {
      const at = now();
      if (buckets.size >= SWEEP_THRESHOLD) sweep(at);
      const bucket = buckets.get(key);
      const tokens = bucket ? refreshed(bucket, at) : perMinute;
      if (tokens < 1) {
        buckets.set(key, { tokens, updatedAt: at });
        // Rounded to whole ms first so float noise cannot add a second.
        const waitMs = Math.round((1 - tokens) / refillPerMs);
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
      buckets.set(key, { tokens: tokens - 1, updatedAt: at });
      return { ok: true };
    },
  };
}
