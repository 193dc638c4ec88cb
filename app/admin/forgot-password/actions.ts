'use server';

import { requestPasswordReset } from '@/lib/office/staff/password-reset';
import { publicAction } from '@/lib/office/staff/staff-action';
import { renderingClientAddress } from '@/lib/platform/http/client-address';
import { redirect } from 'next/navigation';

/** "Forgot password?": the same answer whether or not the e-mail has an account. */
export const requestPasswordResetAction = publicAction(async (formData: FormData): Promise<void> => {
  const client = await renderingClientAddress();
  const outcome = await requestPasswordReset(Object.fromEntries(formData), client);
  redirect(outcome.kind === 'limited' ? '/admin/forgot-password?limited=1' : '/admin/forgot-password?sent=1');
});
