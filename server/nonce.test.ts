import { freshNonce } from './nonce';

describe('freshNonce', () => {
  it('gives every response its own 144-bit nonce, across several draws of random bytes', () => {
    const nonces = Array.from({ length: 1000 }, () => freshNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(18);
    expect(nonces.every((nonce) => /^[A-Za-z0-9+/]{24}$/.test(nonce))).toBe(true);
  });
});
