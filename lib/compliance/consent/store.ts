import { db } from '@/lib/platform/db';
import 'server-only';
import type { ConsentInput } from './consent-input';
import { purposesAgreed } from './purposes';
import type { ConsentKind } from './status';

type Origin = { form: string; pagePath?: string | null };

/** The record of what a person agreed to when sending a form, for the same transaction as the lead. */
export function consentGivenRow(consent: ConsentInput | undefined, { form, pagePath }: Origin) {
  return {
    kind: 'given' satisfies ConsentKind,
    noticeVersion: consent?.noticeVersion ?? null,
    purposes: JSON.stringify(purposesAgreed({ marketing: consent?.marketing ?? false })),
    form,
    pagePath: pagePath ?? null,
  };
}

export type PrivacyChoice = 'withdraw-marketing' | 'erasure';

/**
 * Records a choice made through the link in the confirmation mail. Withdrawing marketing keeps the
 * enquiry; erasure is only asked for here, and carried out by staff from the privacy queue.
 * Returns false when the lead no longer exists.
 */
export async function recordPrivacyChoice(leadId: string, choice: PrivacyChoice, now = new Date()): Promise<boolean> {
  const prisma = await db();
  const lead = await prisma.lead.findUnique({ where: { id: leadId }, select: { id: true, email: true, phone: true, phoneKey: true } });
  if (!lead) return false;
  if (choice === 'withdraw-marketing') {
    await prisma.consentRecord.create({
      data: { leadId, kind: 'withdrawn' satisfies ConsentKind, purposes: JSON.stringify(['marketing']), form: 'privacy-link' },
    });
    return true;
  }
  // The link was mailed to the buyer's address, so following it proves that address as the
  // e-mailed verification of /privacy/your-data does: the request goes straight to the staff queue.
  await prisma.$transaction([
    prisma.consentRecord.create({
      data: { leadId, kind: 'erasure-requested' satisfies ConsentKind, purposes: JSON.stringify([]), form: 'privacy-link' },
    }),
    prisma.privacyRequest.create({
      data: {
        kind: 'erasure',
        email: lead.email?.toLowerCase() ?? null,
        phone: lead.phone,
        phoneKey: lead.phoneKey,
        verifyBy: lead.email ? 'email' : 'call',
        status: 'open',
        openedAt: now,
      },
    }),
  ]);
  return true;
}

/** A lead's consent history, its repeat enquiries' included (the buyer may have chosen through any of their mails). */
export async function consentHistory(leadId: string) {
  const prisma = await db();
  return prisma.consentRecord.findMany({
    where: { OR: [{ leadId }, { lead: { repeatOfId: leadId } }] },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, kind: true, noticeVersion: true, purposes: true, form: true, pagePath: true, createdAt: true },
  });
}
