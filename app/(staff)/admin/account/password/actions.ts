'use server';

import { refused, type ActionResult } from '@/lib/office/staff/action-result';
import { newPasswordErrors } from '@/lib/office/staff/new-password-form';
import { changeOwnPassword } from '@/lib/office/staff/password-change';
import { SESSION_COOKIE } from '@/lib/office/staff/sessions';
import { staffAction } from '@/lib/office/staff/staff-action';
import { formText } from '@/lib/platform/http/form-values';
import { cookies } from 'next/headers';
import { z } from 'zod';

// The new password's rules need the member's e-mail and name, so changeOwnPassword checks them.
const passwordChange = z.object({ current: formText, password: formText, confirm: formText });

/** The change-password form: this session stays signed in, every other one of the member ends. */
export const changePasswordAction = staffAction(
  { role: 'any', input: passwordChange, shownOn: '/admin/account/password', refused: () => refused(newPasswordErrors.short) },
  async (member, input): Promise<ActionResult> => {
    const token = (await cookies()).get(SESSION_COOKIE)?.value ?? '';
    const outcome = await changeOwnPassword(member.id, token, input);
    if (outcome.kind === 'invalid') return refused(newPasswordErrors[outcome.error]);
    if (outcome.kind === 'wrong-current') return refused('Your current password is not right.');
    if (outcome.kind === 'limited') return refused('Too many wrong current passwords. Please wait 15 minutes and try again.');
    return { ok: true, notice: 'Your password has been changed, and your other sessions signed out.' };
  },
);
