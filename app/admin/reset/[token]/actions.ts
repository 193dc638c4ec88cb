'use server';

import { completePasswordReset } from '@/lib/office/staff/password-reset';
import { publicAction } from '@/lib/office/staff/staff-action';
import { isLinkToken } from '@/lib/platform/security/link-tokens';
import { redirect } from 'next/navigation';

/** The reset page's form: the new password is set, every session ends, and the person signs in afresh. */
export const resetPasswordAction = publicAction(async (formData: FormData): Promise<void> => {
  const token = String(formData.get('token') ?? '');
  if (!isLinkToken(token)) redirect('/admin/forgot-password');
  const outcome = await completePasswordReset(token, Object.fromEntries(formData));
  if (outcome.kind === 'invalid') redirect(`/admin/reset/${token}?error=${outcome.error}`);
  if (outcome.kind === 'gone') redirect(`/admin/reset/${token}`);
  redirect('/admin/login?reset=1');
});
