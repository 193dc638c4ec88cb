import type { Lead } from '@/lib/generated/prisma/client';
import { noAttribution } from './no-attribution';

/** A stored lead as the outbox reads it, with `fields` over plain defaults. */
export function leadRow(fields: Partial<Lead>): Lead {
  return {
    ...noAttribution,
    id: 'lead-1',
    name: 'Priya Sharma',
    phone: '9876543210',
    email: 'priya@example.in',
    message: null,
    source: 'project',
    pagePath: null,
    projectId: null,
    projectDeveloper: null,
    projectName: null,
    intent: null,
    locality: null,
    city: null,
    shortlist: null,
    visitDate: null,
    visitSlot: null,
    visitors: null,
    phoneKey: '9876543210',
    repeatOfId: null,
    stage: 'new',
    lostReason: null,
    ownerId: null,
    followUpOn: null,
    firstContactedAt: null,
    consent: true,
    idempotencyKey: null,
    requestHash: null,
    spam: false,
    createdAt: new Date('2026-11-25T06:30:00Z'),
    retentionWarnedAt: null,
    retentionReducedAt: null,
    ...fields,
  };
}
