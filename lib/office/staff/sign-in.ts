import { safeBackPath } from '@/lib/intake/forms/form-redirect';
import { limiter } from '@/lib/platform/limits/limiter';
import 'server-only';
import { checkCredentials, endSecondFactorSession, sessionState, startSession } from './sessions';
import { checkSecondFactor, hasTwoFactor } from './two-factor';

const failures = () => limiter('staff-login');
const accountFailures = () => limiter('staff-login-account');

export const STAFF_HOME = '/admin/leads';

/** Where a member lands after signing in: the lead list, or for an editor (no leads) the catalogue editor. */
const homeOf = (role: string) => (role === 'editor' ? '/admin/catalogue' : STAFF_HOME);

export type SignInOutcome =
  | { kind: 'signed-in'; token: string; expiresAt: Date; next: string }
  | { kind: 'second-factor'; token: string; expiresAt: Date; next: string }
  | { kind: 'invalid'; next?: string }
  | { kind: 'limited'; retryAfterSeconds: number; next?: string };

/** Where to go after signing in: a staff page named by the form, else the lead list. */
export function staffNext(value: unknown): string | undefined {
  const path = typeof value === 'string' ? safeBackPath(value) : undefined;
  return path && (path === '/admin' || path.startsWith('/admin/')) && !path.startsWith('/admin/login') ? path : undefined;
}

/**
 * Checks a sign-in form. Attempts count per client address and attempted e-mail, and per e-mail
 * from every address together ('staff-login-account' in the table of limits, counted only for attempts the first
 * limit lets through); a success clears both: guessing at a staff member's password is limited even
 * from many addresses, and someone sharing the office's address cannot lock staff out without
 * knowing their e-mail. Once limited, even the right password waits, until the window ends.
 */
export async function signIn(form: Record<string, unknown>, client: string): Promise<SignInOutcome> {
  const email = typeof form.email === 'string' ? form.email.trim().toLowerCase().slice(0, 254) : '';
  const password = typeof form.password === 'string' ? form.password.slice(0, 200) : '';
  const next = staffNext(form.next);
  const key = `${client} ${email}`;
  // Counted before the password is checked, so a burst sent at once gets no more checks than the limit.
  const wait = await failures().attempt(key);
  if (wait > 0) return { kind: 'limited', retryAfterSeconds: wait, next };
  const accountWait = await accountFailures().attempt(email);
  if (accountWait > 0) return { kind: 'limited', retryAfterSeconds: accountWait, next };
  const member = email && password ? await checkCredentials(email, password) : null;
  if (!member) return { kind: 'invalid', next };
  await Promise.all([failures().succeed(key), accountFailures().succeed(email)]);
  if (await hasTwoFactor(member.id)) {
    const { token, expiresAt } = await startSession(member.id, new Date(), 'second-factor');
    return { kind: 'second-factor', token, expiresAt, next: next ?? homeOf(member.role) };
  }
  const { token, expiresAt } = await startSession(member.id);
  return { kind: 'signed-in', token, expiresAt, next: next ?? homeOf(member.role) };
}

export type SecondStepOutcome =
  | { kind: 'signed-in'; token: string; expiresAt: Date }
  | { kind: 'invalid' }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'expired' };

/**
 * The sign-in's second step: an authenticator or recovery code for the member whose password this
 * waiting session accepted. The waiting session ends and a new one (a new id) replaces it, so the
 * token that only reached the code page never reaches anything else.
 */
export async function completeSignIn(token: string | undefined, form: Record<string, unknown>): Promise<SecondStepOutcome> {
  const state = await sessionState(token);
  if (!token || state?.stage !== 'second-factor') return { kind: 'expired' };
  const code = typeof form.code === 'string' ? form.code.trim().slice(0, 40) : '';
  const outcome = await checkSecondFactor(state.member.id, code);
  if (outcome.kind !== 'accepted') return outcome;
  if (!(await endSecondFactorSession(token))) return { kind: 'expired' };
  return { kind: 'signed-in', ...(await startSession(state.member.id)) };
}
