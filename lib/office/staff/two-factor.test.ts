import { db } from '@/lib/platform/db';
import { limitPolicies } from '@/lib/platform/limits/policies';
import { proxy } from '@/proxy';
import { setupTestDatabase } from '@/tests/support/database';
import { NextRequest } from 'next/server';
import { Secret, TOTP } from 'otpauth';
import { sessionAccess } from './access';
import { createStaffUser } from './accounts';
import { recoveryCodeHash } from './recovery-codes';
import { SESSION_COOKIE, sessionMember, startSession } from './sessions';
import { completeSignIn, signIn } from './sign-in';
import { matchingStep } from './totp';
import {
  checkSecondFactor,
  confirmEnrolment,
  regenerateRecoveryCodes,
  startEnrolment,
  turnOffTwoFactor,
  twoFactorStatus,
} from './two-factor';
import { setAdvisorsNeedTwoFactor } from './two-factor-policy';

const CODE_ATTEMPT_LIMIT = limitPolicies['staff-code'];

// Every code check goes through the real TOTP comparison, counted.
jest.mock('./totp', () => {
  const actual = jest.requireActual<typeof import('./totp')>('./totp');
  return { ...actual, matchingStep: jest.fn(actual.matchingStep) };
});

setupTestDatabase(5);
// scrypt on purpose takes time.
jest.setTimeout(60_000);

const checks = jest.mocked(matchingStep);
const STEP_MS = 30_000;

/** The code an authenticator app holding this secret shows now, or `steps` time steps later. */
const codeFor = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * STEP_MS });

let people = 0;
/** A fresh member (each test its own, so code attempts and used time steps do not cross tests). */
async function newMember(role: 'admin' | 'advisor' = 'advisor') {
  people += 1;
  const email = `member${people}@example.in`;
  const password = 'quiet harbour lantern 1';
  const user = await createStaffUser({ name: `Member ${people}`, email, role, password });
  return { id: user.id, role, email, password };
}

/** Sets up two-factor as the page does: the password typed again, the secret shown, a code from it confirmed in session `keep`. */
async function enrol(member: { id: string; password: string }, keep = '') {
  const started = await startEnrolment(member.id, member.password);
  if (started.kind !== 'started') throw new Error(`enrolment not started: ${started.kind}`);
  const { pendingSecret } = await twoFactorStatus(member.id);
  if (!pendingSecret) throw new Error('no secret to set up');
  const outcome = await confirmEnrolment(member.id, codeFor(pendingSecret), keep);
  if (outcome.kind !== 'accepted') throw new Error(`enrolment refused: ${outcome.kind}`);
  return { secret: pendingSecret, recoveryCodes: outcome.recoveryCodes };
}

/** The password step: a session that waits for its code. */
async function pendingToken(member: { email: string; password: string }) {
  const outcome = await signIn({ email: member.email, password: member.password }, '198.51.100.40');
  if (outcome.kind !== 'second-factor') throw new Error(`expected the code step, got ${outcome.kind}`);
  return outcome.token;
}

const staffRequest = (path: string, token: string, method = 'GET') =>
  new NextRequest(`http://localhost${path}`, { method, headers: { cookie: `${SESSION_COOKIE}=${token}` } });

beforeEach(() => checks.mockClear());

describe('setting up two-factor', () => {
  it('turns on with a code computed from the secret shown, stores the secret sealed, and hands out ten recovery codes', async () => {
    const member = await newMember();
    expect(await startEnrolment(member.id, member.password)).toEqual({ kind: 'started' });
    const { enabled, pendingSecret } = await twoFactorStatus(member.id);
    expect([enabled, pendingSecret]).toEqual([false, expect.stringMatching(/^[A-Z2-7]{32}$/)]);
    const stored = await (await db()).staffUser.findUniqueOrThrow({ where: { id: member.id } });
    expect(stored.totpSecret).toMatch(/^v1\./);
    expect(stored.totpSecret).not.toContain(pendingSecret);

    expect(await confirmEnrolment(member.id, '000000' === codeFor(pendingSecret!) ? '111111' : '000000', '')).toEqual({ kind: 'invalid' });
    const outcome = await confirmEnrolment(member.id, codeFor(pendingSecret!), '');
    expect(outcome.kind).toBe('accepted');
    const codes = outcome.kind === 'accepted' ? outcome.recoveryCodes : [];
    expect(codes).toHaveLength(10);
    expect(await twoFactorStatus(member.id)).toEqual({ enabled: true, pendingSecret: null, recoveryCodesLeft: 10 });
    const hashes = (await (await db()).staffRecoveryCode.findMany({ where: { userId: member.id } })).map((row) => row.codeHash);
    expect(hashes.sort()).toEqual(codes.map(recoveryCodeHash).sort());
  });
});

describe('changing the sign-in factors (ASVS 7.4.3)', () => {
  /** Two sessions of the member: `mine` makes the change, `other` (a thief's, or a forgotten laptop's) must end with it. */
  async function twoSessions(member: { id: string }) {
    const [mine, other] = [await startSession(member.id), await startSession(member.id)];
    return { mine: mine.token, other: other.token };
  }

  it('asks for the password again before a secret is set up, and refuses a wrong or missing one', async () => {
    const member = await newMember();
    expect(await startEnrolment(member.id, 'not my password 1')).toEqual({ kind: 'wrong-password' });
    expect(await startEnrolment(member.id, undefined)).toEqual({ kind: 'wrong-password' });
    expect(await twoFactorStatus(member.id)).toEqual({ enabled: false, pendingSecret: null, recoveryCodesLeft: 0 });
    expect(await (await db()).staffUser.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({ totpSecret: null });
    expect(await startEnrolment(member.id, member.password)).toEqual({ kind: 'started' });
  });

  it('limits wrong passwords at the set-up, and then makes even the right one wait', async () => {
    const member = await newMember();
    const outcomes = await Promise.all(Array.from({ length: 15 }, (_, n) => startEnrolment(member.id, `guess number ${n}`)));
    expect(outcomes.filter((outcome) => outcome.kind === 'wrong-password')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome.kind === 'password-limited')).toHaveLength(5);
    expect(await startEnrolment(member.id, member.password)).toEqual({ kind: 'password-limited' });
    expect((await twoFactorStatus(member.id)).pendingSecret).toBeNull();
  });

  it('ends every other session, a waiting one too, when two-factor is turned on; the one that turned it on stays', async () => {
    const member = await newMember();
    const { mine, other } = await twoSessions(member);
    const waiting = (await startSession(member.id, new Date(), 'second-factor')).token;
    await enrol(member, mine);
    expect((await sessionMember(mine))?.id).toBe(member.id);
    expect(await sessionAccess(other)).toEqual({ access: 'none', member: null });
    expect(await sessionAccess(waiting)).toEqual({ access: 'none', member: null });
  });

  it('ends every other session when the recovery codes are replaced', async () => {
    const member = await newMember();
    const { secret } = await enrol(member);
    const { mine, other } = await twoSessions(member);
    expect(await regenerateRecoveryCodes(member.id, 'wrong code', mine)).toEqual({ kind: 'invalid' });
    expect((await sessionMember(other))?.id).toBe(member.id);
    expect((await regenerateRecoveryCodes(member.id, codeFor(secret, 1), mine)).kind).toBe('accepted');
    expect((await sessionMember(mine))?.id).toBe(member.id);
    expect(await sessionMember(other)).toBeNull();
  });

  it('ends every other session when two-factor is turned off', async () => {
    const member = await newMember();
    const { secret } = await enrol(member);
    const { mine, other } = await twoSessions(member);
    expect(await turnOffTwoFactor(member, codeFor(secret, 1), mine)).toEqual({ kind: 'accepted' });
    expect((await sessionMember(mine))?.id).toBe(member.id);
    expect(await sessionMember(other)).toBeNull();
  });
});

describe('signing in with two-factor on', () => {
  it('gives a waiting session that reaches no staff page until the code, then a new full session', async () => {
    const member = await newMember();
    const { secret } = await enrol(member);
    const token = await pendingToken(member);
    expect(await sessionMember(token)).toBeNull();
    expect((await sessionAccess(token)).access).toBe('second-factor');
    const leads = await proxy(staffRequest('/admin/leads', token));
    expect(leads.status).toBe(303);
    expect(leads.headers.get('location')).toBe('http://localhost/admin/login/two-factor?next=%2Fadmin%2Fleads');
    expect((await proxy(staffRequest('/admin/leads/csv', token))).status).toBe(401);
    expect((await proxy(staffRequest('/admin/leads', token, 'POST'))).status).toBe(401);
    expect((await proxy(staffRequest('/admin/login/two-factor', token))).headers.get('x-middleware-next')).toBe('1');

    const done = await completeSignIn(token, { code: codeFor(secret, 1) });
    expect(done.kind).toBe('signed-in');
    const full = done.kind === 'signed-in' ? done.token : '';
    expect(full).not.toBe(token);
    expect((await sessionMember(full))?.id).toBe(member.id);
    expect(await sessionAccess(token)).toEqual({ access: 'none', member: null });
    expect((await proxy(staffRequest('/admin/leads', full))).headers.get('x-middleware-next')).toBe('1');
  });

  it('refuses a code already accepted, and any code of an earlier time step', async () => {
    const member = await newMember();
    const { secret } = await enrol(member);
    // The enrolment used the current step's code.
    expect(await completeSignIn(await pendingToken(member), { code: codeFor(secret) })).toEqual({ kind: 'invalid' });
    const token = await pendingToken(member);
    const next = codeFor(secret, 1);
    expect((await completeSignIn(token, { code: next })).kind).toBe('signed-in');
    const again = await pendingToken(member);
    expect(await completeSignIn(again, { code: next })).toEqual({ kind: 'invalid' });
    expect(await completeSignIn(again, { code: codeFor(secret) })).toEqual({ kind: 'invalid' });
    expect(await sessionMember(again)).toBeNull();
  });

  it('accepts exactly one of the sign-ins sent at once with the same code', async () => {
    const member = await newMember();
    const { secret } = await enrol(member);
    // As many as the attempt limit lets through, so that every one of them reaches the code check.
    const tokens = await Promise.all(Array.from({ length: CODE_ATTEMPT_LIMIT.max }, () => pendingToken(member)));
    const code = codeFor(secret, 1);
    checks.mockClear();
    const outcomes = await Promise.all(tokens.map((token) => completeSignIn(token, { code })));
    expect(checks).toHaveBeenCalledTimes(CODE_ATTEMPT_LIMIT.max);
    expect(outcomes.filter((outcome) => outcome.kind === 'signed-in')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'invalid')).toHaveLength(CODE_ATTEMPT_LIMIT.max - 1);
  });

  it('accepts a recovery code once, in any case and spacing, and only for its own account', async () => {
    const member = await newMember();
    const other = await newMember();
    const { recoveryCodes } = await enrol(member);
    await enrol(other);
    const [code] = recoveryCodes;
    expect(await checkSecondFactor(other.id, code!)).toEqual({ kind: 'invalid' });
    const first = await completeSignIn(await pendingToken(member), { code: ` ${code!.toUpperCase()} ` });
    expect(first.kind).toBe('signed-in');
    expect(await completeSignIn(await pendingToken(member), { code })).toEqual({ kind: 'invalid' });
    const racing = await Promise.all(Array.from({ length: 5 }, () => checkSecondFactor(member.id, recoveryCodes[1]!)));
    expect(racing.filter((outcome) => outcome.kind === 'accepted')).toHaveLength(1);
    expect((await twoFactorStatus(member.id)).recoveryCodesLeft).toBe(8);
  });

  it('replaces the recovery codes for a member who gives a current code, and the old ones stop working', async () => {
    const member = await newMember();
    const { secret, recoveryCodes: old } = await enrol(member);
    expect(await regenerateRecoveryCodes(member.id, '', '')).toEqual({ kind: 'invalid' });
    const renewed = await regenerateRecoveryCodes(member.id, codeFor(secret, 1), '');
    expect(renewed.kind).toBe('accepted');
    const fresh = renewed.kind === 'accepted' ? renewed.recoveryCodes : [];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect(await checkSecondFactor(member.id, old[0]!)).toEqual({ kind: 'invalid' });
    expect(await checkSecondFactor(member.id, fresh[0]!)).toEqual({ kind: 'accepted' });
  });

  it(`checks only ${CODE_ATTEMPT_LIMIT.max} of 30 wrong codes sent at once, then makes even the right code wait`, async () => {
    const member = await newMember();
    const { secret } = await enrol(member);
    const token = await pendingToken(member);
    const valid = new Set([-1, 0, 1, 2].map((steps) => codeFor(secret, steps)));
    const wrong = Array.from({ length: 200 }, (_, n) => String(100_000 + n * 4_111))
      .filter((code) => !valid.has(code))
      .slice(0, 30);
    checks.mockClear();
    const outcomes = await Promise.all(wrong.map((code) => completeSignIn(token, { code })));
    expect(checks).toHaveBeenCalledTimes(CODE_ATTEMPT_LIMIT.max);
    expect(outcomes.filter((outcome) => outcome.kind === 'invalid')).toHaveLength(CODE_ATTEMPT_LIMIT.max);
    expect(outcomes.filter((outcome) => outcome.kind === 'limited')).toHaveLength(30 - CODE_ATTEMPT_LIMIT.max);

    checks.mockClear();
    const right = await completeSignIn(token, { code: codeFor(secret, 1) });
    expect(right).toMatchObject({ kind: 'limited', retryAfterSeconds: expect.any(Number) });
    expect(right.kind === 'limited' && right.retryAfterSeconds).toBeGreaterThan(880);
    expect(checks).not.toHaveBeenCalled();
    expect(await sessionMember(token)).toBeNull();
  });

  it('sends a waiting session back to the password after ten minutes', async () => {
    const member = await newMember();
    const { secret } = await enrol(member);
    const { token } = await startSession(member.id, new Date(Date.now() - 11 * 60_000), 'second-factor');
    expect(await completeSignIn(token, { code: codeFor(secret, 1) })).toEqual({ kind: 'expired' });
  });

  // The code's own answer after the ten minutes is its route's test (app/(staff)/admin/session/two-factor/route.test.ts).
  it('answers a code page opened after the ten minutes with the sign-in page saying it expired, and lets the code through to its route', async () => {
    const member = await newMember();
    const { secret } = await enrol(member);
    const late = async () => (await startSession(member.id, new Date(Date.now() - 11 * 60_000), 'second-factor')).token;

    const page = await proxy(staffRequest('/admin/login/two-factor?next=%2Fadmin%2Fstaff', await late()));
    expect([page.status, page.headers.get('location')]).toEqual([303, 'http://localhost/admin/login?error=expired&next=%2Fadmin%2Fstaff']);

    const token = await late();
    const body = new URLSearchParams({ code: codeFor(secret, 1), next: '/admin/staff' });
    const gate = await proxy(
      new NextRequest('http://localhost/admin/session/two-factor', {
        method: 'POST',
        body,
        headers: { cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(gate.status).not.toBe(401);
    expect(gate.headers.get('x-middleware-next')).toBe('1');
  });
});

describe('who must use two-factor', () => {
  it('keeps an admin without it on the set-up page, away from the leads, until enrolled', async () => {
    const admin = await newMember('admin');
    const outcome = await signIn({ email: admin.email, password: admin.password }, '198.51.100.41');
    expect(outcome.kind).toBe('signed-in');
    const token = outcome.kind === 'signed-in' ? outcome.token : '';
    expect((await sessionAccess(token)).access).toBe('enrol');
    const leads = await proxy(staffRequest('/admin/leads', token));
    expect([leads.status, leads.headers.get('location')]).toEqual([303, 'http://localhost/admin/account/two-factor']);
    expect((await proxy(staffRequest('/admin/leads/csv', token))).status).toBe(401);
    expect((await proxy(staffRequest('/admin/staff', token, 'POST'))).status).toBe(401);
    expect((await proxy(staffRequest('/admin/account/two-factor', token))).headers.get('x-middleware-next')).toBe('1');

    await enrol(admin, token);
    expect((await sessionAccess(token)).access).toBe('full');
    expect((await proxy(staffRequest('/admin/leads', token))).headers.get('x-middleware-next')).toBe('1');
    expect(await turnOffTwoFactor(admin, '123456', token)).toEqual({ kind: 'required' });
  });

  it('leaves it to advisors unless an admin requires it, and then lets no advisor turn it off', async () => {
    const advisor = await newMember('advisor');
    const { token } = await startSession(advisor.id);
    expect((await sessionAccess(token)).access).toBe('full');
    await setAdvisorsNeedTwoFactor(true);
    try {
      expect((await sessionAccess(token)).access).toBe('enrol');
      const leads = await proxy(staffRequest('/admin/leads', token));
      expect(leads.headers.get('location')).toBe('http://localhost/admin/account/two-factor');
      const { secret } = await enrol(advisor, token);
      expect((await sessionAccess(token)).access).toBe('full');
      expect(await turnOffTwoFactor(advisor, codeFor(secret, 1), token)).toEqual({ kind: 'required' });
    } finally {
      await setAdvisorsNeedTwoFactor(false);
    }
  });

  it('lets an advisor turn it off with a current code only, after which the password alone signs in', async () => {
    const advisor = await newMember('advisor');
    const { secret } = await enrol(advisor);
    expect(await turnOffTwoFactor(advisor, codeFor(secret), '')).toEqual({ kind: 'invalid' });
    expect(await turnOffTwoFactor(advisor, codeFor(secret, 1), '')).toEqual({ kind: 'accepted' });
    expect(await twoFactorStatus(advisor.id)).toEqual({ enabled: false, pendingSecret: null, recoveryCodesLeft: 0 });
    expect(await (await db()).staffRecoveryCode.count({ where: { userId: advisor.id } })).toBe(0);
    expect((await signIn({ email: advisor.email, password: advisor.password }, '198.51.100.42')).kind).toBe('signed-in');
  });
});
