'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { StaffAccountError, setStaffActive, setStaffRole, staffRoles } from '@/lib/office/staff/accounts';
import { requireAdmin } from '@/lib/office/staff/current-staff';
import { InvitationError, inviteStaff, resendInvitation, revokeInvitation } from '@/lib/office/staff/invitations';
import { forcePasswordReset } from '@/lib/office/staff/password-reset';

const change = z.object({
  id: z.string().trim().min(1).max(64),
  active: z.enum(['true', 'false']).optional(),
  role: z.enum(staffRoles).optional(),
});

/** The staff page's Deactivate / Reactivate and role buttons. */
export async function changeStaffAccount(formData: FormData): Promise<void> {
  const admin = await requireAdmin();
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
}

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
export async function inviteStaffForm(formData: FormData): Promise<void> {
  const admin = await requireAdmin();
  await onInvitation(() => inviteStaff(admin, Object.fromEntries(formData)), 'invited');
}

/** A pending invitation's Resend button: a new link, the old one dead. */
export async function resendInvitationForm(formData: FormData): Promise<void> {
  const admin = await requireAdmin();
  const parsed = rowId.safeParse(Object.fromEntries(formData));
  if (!parsed.success) redirect('/admin/staff?invite-error=missing');
  await onInvitation(() => resendInvitation(admin, parsed.data.id), 'resent');
}

/** A pending invitation's Revoke button. */
export async function revokeInvitationForm(formData: FormData): Promise<void> {
  await requireAdmin();
  const parsed = rowId.safeParse(Object.fromEntries(formData));
  if (!parsed.success) redirect('/admin/staff?invite-error=missing');
  await onInvitation(() => revokeInvitation(parsed.data.id), 'revoked');
}

/** "Force a password reset": the member's password stops working, their sessions end, a link is mailed. */
export async function forcePasswordResetForm(formData: FormData): Promise<void> {
  const admin = await requireAdmin();
  const parsed = rowId.safeParse(Object.fromEntries(formData));
  if (!parsed.success) redirect('/admin/staff?error=invalid');
  try {
    await forcePasswordReset(admin.id, parsed.data.id);
  } catch (error) {
    if (error instanceof StaffAccountError) redirect(`/admin/staff?error=${error.code}`);
    throw error;
  }
  redirect('/admin/staff?done=reset');
}
