'use server';

import { revalidatePath } from 'next/cache';
import { setEnquiryStatus } from '@/lib/admin/enquiry-queries';
import { assertStaff } from '@/lib/admin/staff-session';
import { statusChangeSchema } from '@/lib/admin/status';

/** The 'Contacted' / 'Closed' buttons of an enquiry row. */
export async function changeEnquiryStatus(formData: FormData): Promise<void> {
  await assertStaff();
  const change = statusChangeSchema.safeParse({ id: formData.get('id'), status: formData.get('status') });
  if (!change.success) throw new Error('Unknown enquiry status change.');
  await setEnquiryStatus(change.data.id, change.data.status);
  revalidatePath('/admin/enquiries');
}
