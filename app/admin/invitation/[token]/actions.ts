'use server';

import { acceptInvitation } from '@/lib/office/staff/invitations';
import { publicAction } from '@/lib/office/staff/staff-action';
import { isLinkToken } from '@/lib/platform/security/link-tokens';
import { redirect } from 'next/navigation';

/** The invitation page's form: the account is opened, then its owner signs in. */
export const acceptInvitationAction = publicAction(async (formData: FormData): Promise<void> => {
  const token = String(formData.get('token') ?? '');
  if (!isLinkToken(token)) redirect('/admin/login');
  const outcome = await acceptInvitation(token, Object.fromEntries(formData));
  if (outcome.kind === 'invalid') redirect(`/admin/invitation/${token}?error=${outcome.error}`);
  if (outcome.kind === 'gone') redirect(`/admin/invitation/${token}`);
  redirect('/admin/login?welcome=1');
});
