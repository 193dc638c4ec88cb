'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { StaffAccountError, setStaffActive, setStaffRole, staffRoles } from '@/lib/staff/accounts';
import { requireAdmin } from '@/lib/staff/current-staff';

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
