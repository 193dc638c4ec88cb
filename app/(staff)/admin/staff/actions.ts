'use server';

import '@/lib/platform/validation/jitless';

import { StaffAccountError, setStaffActive, setStaffRole, staffAccountErrors, staffRoles } from '@/lib/office/staff/accounts';
import { refused, type ActionResult } from '@/lib/office/staff/action-result';
import { InvitationError, invitationErrors, inviteStaff, resendInvitation, revokeInvitation } from '@/lib/office/staff/invitations';
import { forcePasswordReset } from '@/lib/office/staff/password-reset';
import { staffAction } from '@/lib/office/staff/staff-action';
import { setAdvisorsNeedTwoFactor } from '@/lib/office/staff/two-factor-policy';
import { formText } from '@/lib/platform/http/form-values';
import { z } from 'zod';

const change = z.object({
  id: z.string().trim().min(1).max(64),
  active: z.enum(['true', 'false']).optional(),
  role: z.enum(staffRoles).optional(),
});
const page = '/admin/staff';
const notRead = () => refused(staffAccountErrors.invalid);

/** A change of an account, answered with `notice` when done, or with why it was refused. */
async function onAccount(change: () => Promise<void>, notice?: string): Promise<ActionResult> {
  try {
    await change();
  } catch (error) {
    if (error instanceof StaffAccountError) return refused(error.message);
    throw error;
  }
  return { ok: true, ...(notice && { notice }) };
}

/** The staff page's Deactivate / Reactivate and role buttons. */
export const changeStaffAccountAction = staffAction(
  { role: 'admin', input: change, shownOn: page, refused: notRead },
  async (admin, { id, active, role }) =>
    onAccount(async () => {
      if (active) await setStaffActive(admin.id, id, active === 'true');
      if (role) await setStaffRole(admin.id, id, role);
    }),
);

const rowId = z.object({ id: z.string().trim().min(1).max(64) });
const missingInvitation = () => refused(invitationErrors.missing);

async function onInvitation(change: () => Promise<void>, notice: string): Promise<ActionResult> {
  try {
    await change();
  } catch (error) {
    if (error instanceof InvitationError) return refused(error.message);
    throw error;
  }
  return { ok: true, notice };
}

// inviteStaff checks the address and role, and words its refusal as the other invitation refusals.
const invitation = z.object({ email: formText, role: formText });

/** The staff page's "Invite someone" form. */
export const inviteStaffAction = staffAction(
  { role: 'admin', input: invitation, shownOn: page, refused: () => refused(invitationErrors.input) },
  async (admin, input) => onInvitation(() => inviteStaff(admin, input), 'Invitation sent.'),
);

/** A pending invitation's Resend button: a new link, the old one dead. */
export const resendInvitationAction = staffAction(
  { role: 'admin', input: rowId, shownOn: page, refused: missingInvitation },
  async (admin, { id }) =>
    onInvitation(() => resendInvitation(admin, id), 'Invitation sent again with a new link; the old link no longer works.'),
);

/** A pending invitation's Revoke button. */
export const revokeInvitationAction = staffAction(
  { role: 'admin', input: rowId, shownOn: page, refused: missingInvitation },
  async (_admin, { id }) => onInvitation(() => revokeInvitation(id), 'Invitation revoked; its link no longer works.'),
);

/** "Force a password reset": the member's password stops working, their sessions end, a link is mailed. */
export const forcePasswordResetAction = staffAction(
  { role: 'admin', input: rowId, shownOn: page, refused: notRead },
  async (admin, { id }) =>
    onAccount(
      () => forcePasswordReset(admin.id, id),
      'Password reset forced: their password no longer works, they are signed out, and a reset link is on its way.',
    ),
);

/** The staff page's switch: whether advisors, like admins, must use two-factor sign-in. */
export const setTwoFactorPolicyAction = staffAction(
  { role: 'admin', input: z.object({ advisors: z.literal('on').optional() }), shownOn: page, refused: notRead },
  async (_admin, { advisors }): Promise<ActionResult> => {
    await setAdvisorsNeedTwoFactor(advisors === 'on');
    return { ok: true };
  },
);
