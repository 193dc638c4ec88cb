import { env } from '@/lib/platform/env';
import { clientAddress } from '@/lib/platform/http/network-edge';
import { limiter } from '@/lib/platform/limits/limiter';
import 'server-only';

export type IntakeDoor = {
  /**
   * Counts a check of a key or signature: 0 when it may go on, else the seconds the client must wait. A check
   * that costs a look-up counts before it is made; a cheap one (an HMAC, a setting) only once it has failed,
   * so a burst of good deliveries is never counted.
   */
  countCheck(): Promise<number>;
  /** After it passed: the client's failures are forgotten; 0, or the seconds to wait when it sends past the generous budget. */
  accepted(): Promise<number>;
};

/**
 * The limits at the door of /api/intake/* for one request's client address ('intake-refused' and
 * 'intake-accepted' in lib/platform/limits/policies.ts): a burst of wrong keys costs no more key look-ups
 * than the limit, and a passed check clears the count.
 */
export function intakeDoor(request: Request): IntakeDoor {
  const client = clientAddress(request.headers, env().TRUSTED_PROXY_HOPS);
  return {
    countCheck: () => limiter('intake-refused').attempt(client),
    async accepted() {
      await limiter('intake-refused').succeed(client);
      const decision = await limiter('intake-accepted').check(client);
      return decision.ok ? 0 : decision.retryAfterSeconds;
    },
  };
}
