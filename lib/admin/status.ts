import { z } from 'zod';
import { enquiryStatuses, type EnquiryStatus } from '@/lib/forms/form-constants';

export const statusLabels: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};

/** The status form's fields, as a server action receives them. */
export const statusChangeSchema = z.object({
  id: z.string().trim().min(1).max(64),
  status: z.enum(enquiryStatuses),
});

/** The statuses a lead can be moved to from `current`: every other one. */
export function nextStatuses(current: string): EnquiryStatus[] {
  return enquiryStatuses.filter((status) => status !== current);
}
