'use server';

import { redirect } from 'next/navigation';
import { setAway } from '@/lib/office/assignment/availability';
import { requireAccountHolder } from '@/lib/office/staff/current-staff';

/** The account page's availability: away (on leave, off shift) takes the member out of every pool until they are back. */
export async function setAvailabilityForm(formData: FormData): Promise<void> {
  const member = await requireAccountHolder();
  try {
    await setAway(member.id, formData.get('away'));
  } catch {
    redirect('/admin/account?availability=invalid');
  }
  redirect('/admin/account?availability=saved');
}
