'use server';

import { acceptInvitation } from '@/lib/office/staff/invitations';
import { publicAction } from '@/lib/office/staff/staff-action';
import { formText } from '@/lib/platform/http/form-values';
import { isLinkToken } from '@/lib/platform/security/link-tokens';
import { redirect } from 'next/navigation';
import { z } from 'zod';

// The name and password rules need the invitation's e-mail, so acceptInvitation checks them.
const acceptance = z.object({ token: z.string().refine(isLinkToken), name: formText, password: formText, confirm: formText });

/** The invitation page's form: the account is opened, then its owner signs in. */
export const acceptInvitationAction = publicAction(
  { input: acceptance, refused: () => redirect('/admin/login') },
  async ({ token, ...form }): Promise<void> => {
    const outcome = await acceptInvitation(token, form);
    if (outcome.kind === 'invalid') redirect(`/admin/invitation/${token}?error=${outcome.error}`);
    if (outcome.kind === 'gone') redirect(`/admin/invitation/${token}`);
    redirect('/admin/login?welcome=1');
  },
);
