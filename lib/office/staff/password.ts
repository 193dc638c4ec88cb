import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

// OWASP's scrypt minimum (N=2^17 would need more than Node's default 32 MB maxmem for little gain here).
const COST = { N: 16_384, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$salt$key`, base64: the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

type ParsedHash = { salt: Buffer; expected: Buffer; cost: ScryptOptions };

function parseHash(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const expected = Buffer.from(key, 'base64');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every(Number.isInteger) || expected.length === 0) return null;
  return { salt: Buffer.from(salt, 'base64'), expected, cost };
}

/**
 * Whether `password` matches a hash from hashPassword; false for anything malformed. An unusable
 * hash (a forced reset's) costs one scrypt too, against the dummy hash: otherwise such an account
 * would answer a sign-in one scrypt sooner than any other, and its state would show in the timing.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  const target = parsed ?? parseHash(await hashForMissingAccount());
  if (!target) throw new Error('the dummy password hash is malformed');
  const actual = await scrypt(password, target.salt, target.expected.length, target.cost);
  return parsed !== null && timingSafeEqual(actual, target.expected);
}

// Compared against when no account has the e-mail, so a wrong e-mail takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
export function hashForMissingAccount(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64'));
  return dummyHash;
}
