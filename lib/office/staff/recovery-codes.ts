import { createHash, randomInt } from 'node:crypto';

/** How many recovery codes a member gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

// No 0/o, 1/l/i: the codes are read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** A fresh set of random codes, `xxxxx-xxxxx` (about 50 bits each). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const characters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${characters.slice(0, LENGTH / 2)}-${characters.slice(LENGTH / 2)}`;
  });
}

/**
 * The stored form of a code: SHA-256 of the code without case, spaces or dashes. The codes are
 * random and high in entropy, so a fast hash suffices (no password-style stretching).
 */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
}
