import { expect, type Cookie, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** The accounts scripts/e2e-server.mjs creates in the e2e database before the server starts. */
export const staffAccounts = {
  /** Has two-factor with this fixed secret (admins must), set by scripts/e2e-server.mjs. */
  admin: {
    name: 'Asha Admin',
    email: 'admin@nestora-e2e.in',
    password: 'e2e admin password',
    role: 'admin',
    totpSecret: 'JBSWY3DPEHPK3PXPE2EADMINTOTPKEY2',
  },
  advisor: { name: 'Vikram Advisor', email: 'advisor@nestora-e2e.in', password: 'e2e advisor password', role: 'advisor', totpSecret: null },
  /** Only the deactivation test uses this one, so locking it out disturbs no other test. */
  trainee: { name: 'Rohan Trainee', email: 'trainee@nestora-e2e.in', password: 'e2e trainee password', role: 'advisor', totpSecret: null },
  /** An admin without two-factor: only e2e/two-factor.spec.ts uses it, and sets two-factor up on it. */
  newcomer: { name: 'Neha Newcomer', email: 'newcomer@nestora-e2e.in', password: 'e2e newcomer password', role: 'admin', totpSecret: null },
} as const;

export type StaffWho = keyof typeof staffAccounts;

const STEP_MS = 30_000;

/** The code an authenticator app holding this secret shows `steps` time steps from now. */
export const totpCode = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * STEP_MS });

/**
 * Two-factor sessions this worker has signed in, reused by its later tests. The server accepts each
 * time step's code once per account (replay protection), and the specs sign in as the admin many
 * times a minute from two workers: a fresh sign-in per test would wait for the next step again and
 * again. A cached session is checked before reuse, since a test may have signed it out.
 */
const twoFactorSessions = new Map<StaffWho, Cookie>();

async function reuseSession(page: Page, who: StaffWho): Promise<boolean> {
  const cookie = twoFactorSessions.get(who);
  if (!cookie) return false;
  await page.context().addCookies([cookie]);
  const check = await page.request.get('/admin/account', { maxRedirects: 0 });
  if (check.status() === 200) return true;
  twoFactorSessions.delete(who);
  return false;
}

/**
 * The code step of a sign-in: the current step's code, else (another worker has just used it) the
 * next step's, which the server also accepts; when both are spent, the code of the step after, once
 * it begins.
 */
async function enterCode(page: Page, secret: string, next: string): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    for (const steps of [0, 1]) {
      const response = await page.request.post('/admin/session/two-factor', { form: { code: totpCode(secret, steps), next }, maxRedirects: 0 });
      expect(response.status()).toBe(303);
      const location = response.headers()['location'] ?? '';
      if (!location.includes('error=invalid')) {
        expect(location).toBe(next);
        return;
      }
    }
    await page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 100);
  }
  throw new Error('no fresh two-factor code was accepted in three time steps');
}

/**
 * Signs the page's browser context in as a test account, through the sign-in forms' own POSTs (the
 * password, then the code where the account has two-factor): the session cookie lands in the
 * context's cookie jar, shared by the page and page.request.
 */
export async function signIn(page: Page, who: StaffWho): Promise<void> {
  const { email, password, totpSecret } = staffAccounts[who];
  if (totpSecret && (await reuseSession(page, who))) return;
  const response = await page.request.post('/admin/session', { form: { email, password }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  if (!totpSecret) {
    expect(response.headers()['location']).toMatch(/\/admin\/enquiries$/);
    return;
  }
  expect(response.headers()['location']).toBe('/admin/login/two-factor?next=%2Fadmin%2Fenquiries');
  await enterCode(page, totpSecret, '/admin/enquiries');
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'nestora_staff');
  if (cookie) twoFactorSessions.set(who, cookie);
}
