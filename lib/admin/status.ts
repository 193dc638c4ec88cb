import { z } from 'zod';
import { leadStages } from '@/lib/leads/stages';

/** The status form's fields, as a server action receives them. */
export const statusChangeSchema = z.object({
  id: z.string().trim().min(1).max(64),
  status: z.enum(leadStages),
});
