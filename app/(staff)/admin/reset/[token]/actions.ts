'use server';

import { refused } from '@/lib/office/staff/action-result';
import { answerOn } from '@/lib/office/staff/flash';
import { newPasswordErrors } from '@/lib/office/staff/new-password-form';
import { completePasswordReset } from '@/lib/office/staff/password-reset';
import { publicAction } from '@/lib/office/staff/staff-action';
import { formText } from '@/lib/platform/http/form-values';
import { isLinkToken } from '@/lib/platform/security/link-tokens';
import { redirect } from 'next/navigation';
import { z } from 'zod';

// The password rules need the account's e-mail and name, so completePasswordReset checks them.
const newPassword = z.object({ token: z.string().refine(isLinkToken), password: formText, confirm: formText });

/** The reset page's form: the new password is set, every session ends, and the person signs in afresh. */
export const resetPasswordAction = publicAction(
  { input: newPassword, refused: () => redirect('/admin/forgot-password') },
  async ({ token, ...form }): Promise<void> => {
    const outcome = await completePasswordReset(token, form);
    if (outcome.kind === 'invalid') await answerOn(`/admin/reset/${token}`, refused(newPasswordErrors[outcome.error]));
    if (outcome.kind === 'gone') redirect(`/admin/reset/${token}`);
    redirect('/admin/login?reset=1');
  },
);
