'use server';

import '@/lib/platform/validation/jitless';

import { refused, type ActionResult } from '@/lib/office/staff/action-result';
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
import { formText } from '@/lib/platform/http/form-values';
import { cookies } from 'next/headers';
import { z } from 'zod';

const codeField = z.object({ code: z.string().trim().min(1).max(40) });

// The session making a change of sign-in factors: it stays signed in, the member's others end.
const thisSession = async () => (await cookies()).get(SESSION_COOKIE)?.value ?? '';

/** Starts (or starts again) setting up an authenticator app, with the member's password typed again: a new secret to scan. */
export const startTwoFactorSetupAction = staffAction(
  {
    role: 'account-holder',
    input: z.object({ password: formText }),
    shownOn: ENROLMENT_PAGE,
    refused: () => refused(twoFactorRefusals['wrong-password']),
  },
  async (member, { password }): Promise<ActionResult> => {
    const outcome = await startEnrolment(member.id, password);
    return outcome.kind === 'started' ? { ok: true } : refused(twoFactorRefusals[outcome.kind]);
  },
);

/**
 * One form for both moments that hand out recovery codes: confirming the set-up with a first code
 * (two-factor goes on), and replacing the codes later. The codes exist only in this response.
 */
export const issueRecoveryCodesAction = staffAction(
  { role: 'account-holder', input: codeField, refused: () => refused(twoFactorRefusals.empty) },
  async (member, { code }): Promise<ActionResult<string[]>> => {
    const { enabled } = await twoFactorStatus(member.id);
    const session = await thisSession();
    const outcome = enabled ? await regenerateRecoveryCodes(member.id, code, session) : await confirmEnrolment(member.id, code, session);
    return outcome.kind === 'accepted' ? { ok: true, data: outcome.recoveryCodes } : refused(twoFactorRefusals[outcome.kind]);
  },
);

/** Turns two-factor off with a current code, where the member's role does not require it. */
export const turnOffTwoFactorAction = staffAction(
  { role: 'account-holder', input: codeField, shownOn: ENROLMENT_PAGE, refused: () => refused(twoFactorRefusals.empty) },
  async (member, { code }): Promise<ActionResult> => {
    const outcome = await turnOffTwoFactor(member, code, await thisSession());
    return outcome.kind === 'accepted' ? { ok: true, notice: 'Two-factor sign-in is off now.' } : refused(twoFactorRefusals[outcome.kind]);
  },
);
