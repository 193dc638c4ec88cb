'use server';

import '@/lib/platform/validation/jitless';

import { StaffAccountError, setStaffActive, setStaffRole, staffRoles } from '@/lib/office/staff/accounts';
import { InvitationError, inviteStaff, resendInvitation, revokeInvitation } from '@/lib/office/staff/invitations';
import { forcePasswordReset } from '@/lib/office/staff/password-reset';
import { staffAction } from '@/lib/office/staff/staff-action';
import { setAdvisorsNeedTwoFactor } from '@/lib/office/staff/two-factor-policy';
import { formText } from '@/lib/platform/http/form-values';
import { redirect } from 'next/navigation';
import { z } from 'zod';

const change = z.object({
  id: z.string().trim().min(1).max(64),
  active: z.enum(['true', 'false']).optional(),
  role: z.enum(staffRoles).optional(),
});
const invalid = () => redirect('/admin/staff?error=invalid');

/** The staff page's Deactivate / Reactivate and role buttons. */
export const changeStaffAccountAction = staffAction(
  { role: 'admin', input: change, refused: invalid },
  async (admin, { id, active, role }): Promise<void> => {
    try {
      if (active) await setStaffActive(admin.id, id, active === 'true');
      if (role) await setStaffRole(admin.id, id, role);
    } catch (error) {
      if (error instanceof StaffAccountError) redirect(`/admin/staff?error=${error.code}`);
      throw error;
    }
    redirect('/admin/staff');
  },
);

const rowId = z.object({ id: z.string().trim().min(1).max(64) });
const missingInvitation = () => redirect('/admin/staff?invite-error=missing');

async function onInvitation(change: () => Promise<void>, done: string): Promise<void> {
  try {
    await change();
  } catch (error) {
    if (error instanceof InvitationError) redirect(`/admin/staff?invite-error=${error.code}`);
    throw error;
  }
  redirect(`/admin/staff?done=${done}`);
}

// inviteStaff checks the address and role, and words its refusal as the other invitation refusals.
const invitation = z.object({ email: formText, role: formText });

/** The staff page's "Invite someone" form. */
export const inviteStaffAction = staffAction(
  { role: 'admin', input: invitation, refused: () => redirect('/admin/staff?invite-error=input') },
  async (admin, input): Promise<void> => {
    await onInvitation(() => inviteStaff(admin, input), 'invited');
  },
);

/** A pending invitation's Resend button: a new link, the old one dead. */
export const resendInvitationAction = staffAction(
  { role: 'admin', input: rowId, refused: missingInvitation },
  async (admin, { id }): Promise<void> => {
    await onInvitation(() => resendInvitation(admin, id), 'resent');
  },
);

/** A pending invitation's Revoke button. */
export const revokeInvitationAction = staffAction(
  { role: 'admin', input: rowId, refused: missingInvitation },
  async (_admin, { id }): Promise<void> => {
    await onInvitation(() => revokeInvitation(id), 'revoked');
  },
);

/** "Force a password reset": the member's password stops working, their sessions end, a link is mailed. */
export const forcePasswordResetAction = staffAction(
  { role: 'admin', input: rowId, refused: invalid },
  async (admin, { id }): Promise<void> => {
    try {
      await forcePasswordReset(admin.id, id);
    } catch (error) {
      if (error instanceof StaffAccountError) redirect(`/admin/staff?error=${error.code}`);
      throw error;
    }
    redirect('/admin/staff?done=reset');
  },
);

/** The staff page's switch: whether advisors, like admins, must use two-factor sign-in. */
export const setTwoFactorPolicyAction = staffAction(
  { role: 'admin', input: z.object({ advisors: z.literal('on').optional() }), refused: invalid },
  async (_admin, { advisors }): Promise<void> => {
    await setAdvisorsNeedTwoFactor(advisors === 'on');
    redirect('/admin/staff');
  },
);
