'use server';

import '@/lib/platform/validation/jitless';

import { StaffAccountError, setStaffActive, setStaffRole, staffRoles } from '@/lib/office/staff/accounts';
import { InvitationError, inviteStaff, resendInvitation, revokeInvitation } from '@/lib/office/staff/invitations';
import { forcePasswordReset } from '@/lib/office/staff/password-reset';
import { staffAction } from '@/lib/office/staff/staff-action';
import { setAdvisorsNeedTwoFactor } from '@/lib/office/staff/two-factor-policy';
import { redirect } from 'next/navigation';
import { z } from 'zod';

const change = z.object({
  id: z.string().trim().min(1).max(64),
  active: z.enum(['true', 'false']).optional(),
  role: z.enum(staffRoles).optional(),
});

/** The staff page's Deactivate / Reactivate and role buttons. */
export const changeStaffAccountAction = staffAction({ role: 'admin' }, async (admin, formData: FormData): Promise<void> => {
  const parsed = change.safeParse(Object.fromEntries(formData));
  if (!parsed.success) redirect('/admin/staff?error=invalid');
  const { id, active, role } = parsed.data;
  try {
    if (active) await setStaffActive(admin.id, id, active === 'true');
    if (role) await setStaffRole(admin.id, id, role);
  } catch (error) {
    if (error instanceof StaffAccountError) redirect(`/admin/staff?error=${error.code}`);
    throw error;
  }
  redirect('/admin/staff');
});

const rowId = z.object({ id: z.string().trim().min(1).max(64) });

async function onInvitation(change: () => Promise<void>, done: string): Promise<void> {
  try {
    await change();
  } catch (error) {
    if (error instanceof InvitationError) redirect(`/admin/staff?invite-error=${error.code}`);
    throw error;
  }
  redirect(`/admin/staff?done=${done}`);
}

/** The staff page's "Invite someone" form. */
export const inviteStaffAction = staffAction({ role: 'admin' }, async (admin, formData: FormData): Promise<void> => {
  await onInvitation(() => inviteStaff(admin, Object.fromEntries(formData)), 'invited');
});

/** A pending invitation's Resend button: a new link, the old one dead. */
export const resendInvitationAction = staffAction({ role: 'admin' }, async (admin, formData: FormData): Promise<void> => {
  const parsed = rowId.safeParse(Object.fromEntries(formData));
  if (!parsed.success) redirect('/admin/staff?invite-error=missing');
  await onInvitation(() => resendInvitation(admin, parsed.data.id), 'resent');
});

/** A pending invitation's Revoke button. */
export const revokeInvitationAction = staffAction({ role: 'admin' }, async (_admin, formData: FormData): Promise<void> => {
  const parsed = rowId.safeParse(Object.fromEntries(formData));
  if (!parsed.success) redirect('/admin/staff?invite-error=missing');
  await onInvitation(() => revokeInvitation(parsed.data.id), 'revoked');
});

/** "Force a password reset": the member's password stops working, their sessions end, a link is mailed. */
export const forcePasswordResetAction = staffAction({ role: 'admin' }, async (admin, formData: FormData): Promise<void> => {
  const parsed = rowId.safeParse(Object.fromEntries(formData));
  if (!parsed.success) redirect('/admin/staff?error=invalid');
  try {
    await forcePasswordReset(admin.id, parsed.data.id);
  } catch (error) {
    if (error instanceof StaffAccountError) redirect(`/admin/staff?error=${error.code}`);
    throw error;
  }
  redirect('/admin/staff?done=reset');
});

const policyForm = z.object({ advisors: z.literal('on').optional() });

/** The staff page's switch: whether advisors, like admins, must use two-factor sign-in. */
export const setTwoFactorPolicyAction = staffAction({ role: 'admin' }, async (_admin, formData: FormData): Promise<void> => {
  const parsed = policyForm.safeParse({ advisors: formData.get('advisors') ?? undefined });
  if (!parsed.success) redirect('/admin/staff?error=invalid');
  await setAdvisorsNeedTwoFactor(parsed.data.advisors === 'on');
  redirect('/admin/staff');
});
