'use server';

import { requestPasswordReset } from '@/lib/office/staff/password-reset';
import { publicAction } from '@/lib/office/staff/staff-action';
import { renderingClientAddress } from '@/lib/platform/http/client-address';
import { formText } from '@/lib/platform/http/form-values';
import { redirect } from 'next/navigation';
import { z } from 'zod';

// Any e-mail is answered alike, so the address is checked by requestPasswordReset, after the limits.
const resetRequest = z.object({ email: formText });

/** "Forgot password?": the same answer whether or not the e-mail has an account. */
export const requestPasswordResetAction = publicAction(
  { input: resetRequest, refused: () => redirect('/admin/forgot-password?sent=1') },
  async (input): Promise<void> => {
    const client = await renderingClientAddress();
    const outcome = await requestPasswordReset(input, client);
    redirect(outcome.kind === 'limited' ? '/admin/forgot-password?limited=1' : '/admin/forgot-password?sent=1');
  },
);
