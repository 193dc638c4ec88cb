import 'server-only';
import { db } from '@/lib/db';

export type PrivacyHold = (lead: { id: string; email: string | null; phoneKey: string | null }) => Promise<boolean>;

/**
 * Whether the buyer of this lead has a verified privacy request still open (lib/privacy), found by the
 * lead's phone or e-mail. Retention leaves such a lead alone until the request is closed, so that an
 * erasure here never pre-empts an answer the buyer is owed (an access export, say).
 */
export const hasOpenPrivacyRequest: PrivacyHold = async (lead) => {
  const identifiers = [
    ...(lead.phoneKey ? [{ phoneKey: lead.phoneKey }] : []),
    ...(lead.email ? [{ email: lead.email.trim().toLowerCase() }] : []),
  ];
  if (identifiers.length === 0) return false;
  const prisma = await db();
  return (await prisma.privacyRequest.count({ where: { status: 'open', OR: identifiers } })) > 0;
};
