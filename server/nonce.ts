// The Content-Security-Policy nonce of each response rendered per request: 18 random bytes (144 bits), base64. The
// bytes are drawn 256 nonces at a time, as Node draws those of randomUUID(): one synchronous randomBytes call per
// request showed in the CPU profile of uncached listings (#53), and each nonce is still used once and never again.
import { randomFillSync } from 'node:crypto';

const NONCE_BYTES = 18;
const NONCES_PER_DRAW = 256;

const pool = Buffer.alloc(NONCE_BYTES * NONCES_PER_DRAW);
let nextNonce = NONCES_PER_DRAW;

/** A nonce no other response has had. */
export function freshNonce(): string {
  if (nextNonce === NONCES_PER_DRAW) {
    randomFillSync(pool);
    nextNonce = 0;
  }
  const start = nextNonce * NONCE_BYTES;
  nextNonce += 1;
  return pool.toString('base64', start, start + NONCE_BYTES);
}
