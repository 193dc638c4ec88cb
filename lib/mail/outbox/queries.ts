import { db } from '@/lib/platform/db';
import 'server-only';

/** Every delivery of these leads, by lead, for the staff pages. */
export async function deliveriesByLead(ids: string[]) {
  const prisma = await db();
  const rows = await prisma.delivery.findMany({
    // A WhatsApp message shows its own state in the lead's conversation.
    where: { leadId: { in: ids }, channel: { not: 'whatsapp' } },
    orderBy: { channel: 'asc' },
    select: { id: true, channel: true, leadId: true, state: true, attempts: true, lastError: true, nextAttemptAt: true, deliveredAt: true },
  });
  const byLead = new Map<string, typeof rows>();
  for (const row of rows) byLead.set(row.leadId ?? '', [...(byLead.get(row.leadId ?? '') ?? []), row]);
  return byLead;
}

export type DeliveryState = NonNullable<ReturnType<Awaited<ReturnType<typeof deliveriesByLead>>['get']>>[number];
