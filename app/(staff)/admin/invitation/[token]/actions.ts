'use server';

import { refused } from '@/lib/office/staff/action-result';
import { answerOn } from '@/lib/office/staff/flash';
import { acceptInvitation } from '@/lib/office/staff/invitations';
import { newPasswordErrors } from '@/lib/office/staff/new-password-form';
import { publicAction } from '@/lib/office/staff/staff-action';
import { formText } from '@/lib/platform/http/form-values';
import { isLinkToken } from '@/lib/platform/security/link-tokens';
import { redirect } from 'next/navigation';
import { z } from 'zod';

// The name and password rules need the invitation's e-mail, so acceptInvitation checks them.
const acceptance = z.object({ token: z.string().refine(isLinkToken), name: formText, password: formText, confirm: formText });

const invitationRefusals = { ...newPasswordErrors, name: 'Enter your name.' };

/** The invitation page's form: the account is opened, then its owner signs in. */
export const acceptInvitationAction = publicAction(
  { input: acceptance, refused: () => redirect('/admin/login') },
  async ({ token, ...form }): Promise<void> => {
    const outcome = await acceptInvitation(token, form);
    if (outcome.kind === 'invalid') await answerOn(`/admin/invitation/${token}`, refused(invitationRefusals[outcome.error]));
    if (outcome.kind === 'gone') redirect(`/admin/invitation/${token}`);
    redirect('/admin/login?welcome=1');
  },
);
