'use server';

import { refused, type ActionResult } from '@/lib/office/staff/action-result';
import { requestPasswordReset } from '@/lib/office/staff/password-reset';
import { publicAction } from '@/lib/office/staff/staff-action';
import { renderingClientAddress } from '@/lib/platform/http/client-address';
import { formText } from '@/lib/platform/http/form-values';
import { z } from 'zod';

// Any e-mail is answered alike, so the address is checked by requestPasswordReset, after the limits.
const resetRequest = z.object({ email: formText });

const sent: ActionResult = {
  ok: true,
  notice: 'If that e-mail belongs to a staff account, a link is on its way. Check your inbox (and spam folder).',
};

/** "Forgot password?": the same answer whether or not the e-mail has an account (or is one at all). */
export const requestPasswordResetAction = publicAction(
  { input: resetRequest, shownOn: '/admin/forgot-password' },
  async (input): Promise<ActionResult> => {
    const outcome = await requestPasswordReset(input, await renderingClientAddress());
    return outcome.kind === 'limited'
      ? refused('Too many reset requests from this connection. Please wait 15 minutes and try again.')
      : sent;
  },
);
