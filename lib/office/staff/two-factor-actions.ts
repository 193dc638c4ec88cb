'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { ENROLMENT_PAGE } from '@/lib/office/staff/gate';
import { requireAccountHolder, requireAdmin } from './current-staff';
import { SESSION_COOKIE } from './sessions';
import { confirmEnrolment, regenerateRecoveryCodes, startEnrolment, turnOffTwoFactor, twoFactorStatus } from './two-factor';
import { twoFactorRefusals } from './two-factor-messages';
import { setAdvisorsNeedTwoFactor } from './two-factor-policy';

/** What the recovery-codes form shows after its POST: the new codes (this once), or why there are none. */
export type RecoveryCodesState = { codes?: string[]; error?: string };

const codeField = z.object({ code: z.string().trim().min(1).max(40) });

// The session making a change of sign-in factors: it stays signed in, the member's others end.
const thisSession = async () => (await cookies()).get(SESSION_COOKIE)?.value ?? '';

/** Starts (or starts again) setting up an authenticator app, with the member's password typed again: a new secret to scan. */
export async function startTwoFactorSetup(formData: FormData): Promise<void> {
  const member = await requireAccountHolder();
  const outcome = await startEnrolment(member.id, formData.get('password'));
  redirect(outcome.kind === 'started' ? ENROLMENT_PAGE : `${ENROLMENT_PAGE}?error=${outcome.kind}`);
}

/**
 * One form for both moments that hand out recovery codes: confirming the set-up with a first code
 * (two-factor goes on), and replacing the codes later. The codes exist only in this response.
 */
export async function issueRecoveryCodes(_previous: RecoveryCodesState, formData: FormData): Promise<RecoveryCodesState> {
  const member = await requireAccountHolder();
  const parsed = codeField.safeParse({ code: formData.get('code') ?? '' });
  if (!parsed.success) return { error: twoFactorRefusals.empty };
  const { enabled } = await twoFactorStatus(member.id);
  const session = await thisSession();
  const outcome = enabled
    ? await regenerateRecoveryCodes(member.id, parsed.data.code, session)
    : await confirmEnrolment(member.id, parsed.data.code, session);
  return outcome.kind === 'accepted' ? { codes: outcome.recoveryCodes } : { error: twoFactorRefusals[outcome.kind] };
}

/** Turns two-factor off with a current code, where the member's role does not require it. */
export async function turnOffTwoFactorAction(formData: FormData): Promise<void> {
  const member = await requireAccountHolder();
  const parsed = codeField.safeParse({ code: formData.get('code') ?? '' });
  if (!parsed.success) redirect(`${ENROLMENT_PAGE}?error=empty`);
  const outcome = await turnOffTwoFactor(member, parsed.data.code, await thisSession());
  redirect(outcome.kind === 'accepted' ? `${ENROLMENT_PAGE}?off=1` : `${ENROLMENT_PAGE}?error=${outcome.kind}`);
}

const policyForm = z.object({ advisors: z.literal('on').optional() });

/** The staff page's switch: whether advisors, like admins, must use two-factor sign-in. */
export async function setTwoFactorPolicy(formData: FormData): Promise<void> {
  await requireAdmin();
  const parsed = policyForm.safeParse({ advisors: formData.get('advisors') ?? undefined });
  if (!parsed.success) redirect('/admin/staff?error=invalid');
  await setAdvisorsNeedTwoFactor(parsed.data.advisors === 'on');
  redirect('/admin/staff');
}
