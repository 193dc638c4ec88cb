import { expect, type Cookie, type Locator, type Page } from '@playwright/test';
import { closeSync, existsSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';

/** The accounts tests/harness/e2e-server.mjs creates in the e2e database before the server starts. */
export const staffAccounts = {
  /** Has two-factor with this fixed secret (admins must), set by tests/harness/e2e-server.mjs. */
  admin: {
    name: 'Asha Admin',
    email: 'admin@nestora-e2e.in',
    password: 'e2e chief lantern key',
    role: 'admin',
    totpSecret: 'JBSWY3DPEHPK3PXPE2EADMINTOTPKEY2',
  },
  advisor: {
    name: 'Vikram Advisor',
    email: 'advisor@nestora-e2e.in',
    password: 'e2e harbour seller key',
    role: 'advisor',
    totpSecret: null,
  },
  /** Only the deactivation test uses this one, so locking it out disturbs no other test. */
  trainee: {
    name: 'Rohan Trainee',
    email: 'trainee@nestora-e2e.in',
    password: 'e2e junior harbour key',
    role: 'advisor',
    totpSecret: null,
  },
  /** An admin without two-factor: only e2e/two-factor.spec.ts uses it, and sets two-factor up on it. */
  newcomer: { name: 'Neha Newcomer', email: 'newcomer@nestora-e2e.in', password: 'e2e fresh harbour key', role: 'admin', totpSecret: null },
  /** Marketing: edits and publishes the catalogue, sees no leads. */
  editor: { name: 'Meera Editor', email: 'editor@nestora-e2e.in', password: 'e2e catalogue harbour key', role: 'editor', totpSecret: null },
} as const;

export type StaffWho = keyof typeof staffAccounts;

const STEP_MS = 30_000;

/** The code an authenticator app holding this secret shows `steps` time steps from now. */
export const totpCode = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * STEP_MS });

/**
 * Two-factor sessions this worker has signed in, reused by its later tests: the server accepts each
 * time step's code once per account (replay protection), so fresh sign-ins would soon run through
 * the e2e recovery codes (below). A cached session is checked before reuse, since a test may have
 * signed it out.
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
 * Sign-ins from both workers (and from runs against a reused server) take their codes in turn from
 * one record beside the e2e database, which tests/harness/e2e-server.mjs resets with it: each account's last
 * time step used and how many of its recovery codes. So no code is refused as a replay and no wrong
 * code counts against the account's limit: a sign-in takes the current step's code, else the next
 * step's (the server accepts one step of drift), else, when a third sign-in falls in one step, a
 * recovery code from the account's e2e set.
 */
const databaseFile = path.resolve((process.env.E2E_DATABASE_URL ?? 'file:./var/e2e.db').replace(/^file:/, ''));
const codesFile = `${databaseFile}.two-factor.json`;
const lockFile = `${codesFile}.lock`;

type CodesUsed = Partial<Record<StaffWho, { lastStep: number; recoveryCodesUsed: number }>>;

/** The recovery codes tests/harness/e2e-server.mjs gives an e2e account with two-factor. */
const e2eRecoveryCode = (who: StaffWho, index: number) => `e2e-${who}-${index}`;

async function whileLocked<T>(run: () => T): Promise<T> {
  for (;;) {
    try {
      closeSync(openSync(lockFile, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A worker that died holding the lock leaves it behind.
      if (Date.now() - statSync(lockFile, { throwIfNoEntry: false })!.mtimeMs > 10_000) rmSync(lockFile, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  try {
    return run();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

function nextCode(who: StaffWho, secret: string): Promise<string> {
  return whileLocked(() => {
    const used: CodesUsed = existsSync(codesFile) ? JSON.parse(readFileSync(codesFile, 'utf8')) : {};
    const mine = used[who] ?? { lastStep: 0, recoveryCodesUsed: 0 };
    const now = Math.floor(Date.now() / STEP_MS);
    let code: string;
    if (mine.lastStep <= now) {
      mine.lastStep = Math.max(now, mine.lastStep + 1);
      code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: mine.lastStep * STEP_MS });
    } else {
      code = e2eRecoveryCode(who, mine.recoveryCodesUsed);
      mine.recoveryCodesUsed += 1;
    }
    writeFileSync(codesFile, JSON.stringify({ ...used, [who]: mine }));
    return code;
  });
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
    expect(response.headers()['location']).toMatch(staffAccounts[who].role === 'editor' ? /\/admin\/catalogue$/ : /\/admin\/leads$/);
    return;
  }
  expect(response.headers()['location']).toBe('/admin/login/two-factor?next=%2Fadmin%2Fleads');
  const code = await nextCode(who, totpSecret);
  const second = await page.request.post('/admin/session/two-factor', { form: { code, next: '/admin/leads' }, maxRedirects: 0 });
  expect(second.status()).toBe(303);
  expect(second.headers()['location'], `the code step refused ${code}`).toBe('/admin/leads');
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'nestora_staff');
  if (cookie) twoFactorSessions.set(who, cookie);
}

/**
 * The staff sections' navigation as a member reaches it: in the header on a wide screen, behind the header's Menu on a
 * phone (opened here when it shows).
 */
export async function staffSections(page: Page): Promise<Locator> {
  const menu = page.getByRole('banner').locator('summary', { hasText: 'Menu' });
  if (await menu.isVisible()) {
    const details = menu.locator('xpath=..');
    if ((await details.getAttribute('open')) === null) await menu.click();
  }
  return page.getByRole('navigation', { name: 'Staff sections' });
}
