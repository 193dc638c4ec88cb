'use server';

import '@/lib/platform/validation/jitless';

import type { RecoveryCodesState } from '@/components/admin/accounts/recovery-codes-form';
import { ENROLMENT_PAGE } from '@/lib/office/staff/gate';
import { SESSION_COOKIE } from '@/lib/office/staff/sessions';
import { staffAction } from '@/lib/office/staff/staff-action';
import {
  confirmEnrolment,
  regenerateRecoveryCodes,
  startEnrolment,
  turnOffTwoFactor,
  twoFactorStatus,
} from '@/lib/office/staff/two-factor';
import { twoFactorRefusals } from '@/lib/office/staff/two-factor-messages';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';

const codeField = z.object({ code: z.string().trim().min(1).max(40) });

// The session making a change of sign-in factors: it stays signed in, the member's others end.
const thisSession = async () => (await cookies()).get(SESSION_COOKIE)?.value ?? '';

/** Starts (or starts again) setting up an authenticator app, with the member's password typed again: a new secret to scan. */
export const startTwoFactorSetupAction = staffAction({ role: 'account-holder' }, async (member, formData: FormData): Promise<void> => {
  const outcome = await startEnrolment(member.id, formData.get('password'));
  redirect(outcome.kind === 'started' ? ENROLMENT_PAGE : `${ENROLMENT_PAGE}?error=${outcome.kind}`);
});

/**
 * One form for both moments that hand out recovery codes: confirming the set-up with a first code
 * (two-factor goes on), and replacing the codes later. The codes exist only in this response.
 */
export const issueRecoveryCodesAction = staffAction(
  { role: 'account-holder' },
  async (member, _previous: RecoveryCodesState, formData: FormData): Promise<RecoveryCodesState> => {
    const parsed = codeField.safeParse({ code: formData.get('code') ?? '' });
    if (!parsed.success) return { error: twoFactorRefusals.empty };
    const { enabled } = await twoFactorStatus(member.id);
    const session = await thisSession();
    const outcome = enabled
      ? await regenerateRecoveryCodes(member.id, parsed.data.code, session)
      : await confirmEnrolment(member.id, parsed.data.code, session);
    return outcome.kind === 'accepted' ? { codes: outcome.recoveryCodes } : { error: twoFactorRefusals[outcome.kind] };
  },
);

/** Turns two-factor off with a current code, where the member's role does not require it. */
export const turnOffTwoFactorAction = staffAction({ role: 'account-holder' }, async (member, formData: FormData): Promise<void> => {
  const parsed = codeField.safeParse({ code: formData.get('code') ?? '' });
  if (!parsed.success) redirect(`${ENROLMENT_PAGE}?error=empty`);
  const outcome = await turnOffTwoFactor(member, parsed.data.code, await thisSession());
  redirect(outcome.kind === 'accepted' ? `${ENROLMENT_PAGE}?off=1` : `${ENROLMENT_PAGE}?error=${outcome.kind}`);
});
