import { createStaffUser } from '@/lib/office/staff/accounts';
import { SESSION_COOKIE, startSession } from '@/lib/office/staff/sessions';
import { confirmEnrolment, startEnrolment, twoFactorStatus } from '@/lib/office/staff/two-factor';
import { setupTestDatabase } from '@/tests/support/database';
import { NextRequest } from 'next/server';
import { Secret, TOTP } from 'otpauth';
import { POST as submitCode } from './route';

setupTestDatabase(5);
// scrypt on purpose takes time.
jest.setTimeout(60_000);

const codeFor = (secret: string, steps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

it('answers a code sent after the ten minutes, a right one too, with the sign-in page saying it expired', async () => {
  const password = 'quiet harbour lantern 1';
  const member = await createStaffUser({ name: 'Late Member', email: 'late@example.in', role: 'advisor', password });
  await startEnrolment(member.id, password);
  const { pendingSecret } = await twoFactorStatus(member.id);
  await confirmEnrolment(member.id, codeFor(pendingSecret!), '');
  const { token } = await startSession(member.id, new Date(Date.now() - 11 * 60_000), 'second-factor');

  const answer = await submitCode(
    new NextRequest('http://localhost/admin/session/two-factor', {
      method: 'POST',
      body: new URLSearchParams({ code: codeFor(pendingSecret!, 1), next: '/admin/staff' }),
      headers: { cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );
  expect([answer.status, answer.headers.get('location')]).toEqual([303, '/admin/login?error=expired&next=%2Fadmin%2Fstaff']);
});
