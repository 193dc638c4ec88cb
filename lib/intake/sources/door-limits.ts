import { requestClientAddress } from '@/lib/platform/http/client-address';
import { limiter } from '@/lib/platform/limits/limiter';
import 'server-only';

export type IntakeDoor = {
  /** Before a key or signature is checked: 0 when it may be checked, else the seconds the client must wait. */
  beforeCheck(): Promise<number>;
  /** After it passed: the client's failures are forgotten; 0, or the seconds to wait when it sends past the generous budget. */
  accepted(): Promise<number>;
};

/**
 * The limits at the door of /api/intake/* for one request's client address ('intake-refused' and
 * 'intake-accepted' in lib/platform/limits/policies.ts). A check is counted before it is made, so a
 * burst of wrong keys costs no more key look-ups than the limit; a passed one clears the count.
 */
export function intakeDoor(request: Request): IntakeDoor {
  const client = requestClientAddress(request);
  return {
    beforeCheck: () => limiter('intake-refused').attempt(client),
    async accepted() {
      await limiter('intake-refused').succeed(client);
      const decision = await limiter('intake-accepted').check(client);
      return decision.ok ? 0 : decision.retryAfterSeconds;
    },
  };
}
