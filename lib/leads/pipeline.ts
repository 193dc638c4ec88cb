import 'server-only';
import { z } from 'zod';
import { parseDay } from '@/lib/admin/ist';
import { db } from '@/lib/db';
import type { StaffMember } from '@/lib/staff/sessions';
import { leadStages } from './stages';
import { MAX_NOTE_LENGTH } from './limits';

/** Why a change was refused, by a code that can travel in the address after a form's redirect. */
export const leadChangeErrors = {
  missing: 'No such lead.',
  stage: 'Choose a stage from the list.',
  'lost-reason': 'Say why the lead was lost (up to 300 characters).',
  'assign-others': 'Only an admin can assign leads to others.',
  owner: 'Choose an active member of staff.',
  date: 'Choose a real date for the follow-up.',
  'note-empty': 'Write the note first.',
  'note-long': `Keep the note under ${MAX_NOTE_LENGTH} characters.`,
} as const;
export type LeadChangeErrorCode = keyof typeof leadChangeErrors;

export class LeadChangeError extends Error {
  constructor(readonly code: LeadChangeErrorCode) {
    super(leadChangeErrors[code]);
  }
}

type Lead = { id: string; ownerId: string | null; stage: string; repeatOfId: string | null };

/**
 * Who may see and work a lead: admins every lead; an advisor their own leads and the unassigned
 * ones (to take them). Someone else's lead does not exist for an advisor.
 */
export function canWork(viewer: StaffMember, lead: { ownerId: string | null }): boolean {
  return viewer.role === 'admin' || lead.ownerId === null || lead.ownerId === viewer.id;
}

async function workableLead(viewer: StaffMember, id: string): Promise<Lead> {
  const prisma = await db();
  const lead = await prisma.enquiry.findUnique({
    where: { id },
    select: { id: true, ownerId: true, stage: true, repeatOfId: true },
  });
  if (!lead || lead.repeatOfId !== null || !canWork(viewer, lead)) throw new LeadChangeError('missing');
  return lead;
}

const stageChange = z
  .object({
    stage: z.enum(leadStages),
    lostReason: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
      z.string().max(300).optional(),
    ),
  });

/**
 * Moves a lead to another stage, recording it in the history. The first move out of New stamps
 * firstContactedAt: the lead's response time ends there, whatever happens later.
 */
export async function changeStage(viewer: StaffMember, id: string, input: { stage: unknown; lostReason?: unknown }, now = new Date()) {
  const parsed = stageChange.safeParse(input);
  if (!parsed.success) throw new LeadChangeError(parsed.error.issues.some((issue) => issue.path[0] === 'stage') ? 'stage' : 'lost-reason');
  const { stage, lostReason } = parsed.data;
  if (stage === 'lost' && !lostReason) throw new LeadChangeError('lost-reason');
  const lead = await workableLead(viewer, id);
  if (lead.stage === stage && stage !== 'lost') return;
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    const current = await tx.enquiry.findUniqueOrThrow({ where: { id }, select: { firstContactedAt: true } });
    await tx.enquiry.update({
      where: { id },
      data: {
        stage,
        lostReason: stage === 'lost' ? lostReason : null,
        firstContactedAt: current.firstContactedAt ?? (stage === 'new' ? null : now),
        // Working an unassigned lead makes it yours, so nobody else calls the same buyer.
        ownerId: lead.ownerId ?? (viewer.role === 'advisor' ? viewer.id : null),
      },
    });
    await tx.leadEvent.create({
      data: {
        enquiryId: id,
        actorId: viewer.id,
        kind: 'stage',
        fromValue: lead.stage,
        toValue: stage === 'lost' ? `lost: ${lostReason}` : stage,
        createdAt: now,
      },
    });
  });
}

/** Assigns a lead: admins to any active member (or nobody); advisors only take an unassigned lead for themselves. */
export async function assignLead(viewer: StaffMember, id: string, ownerId: string | null, now = new Date()) {
  const lead = await workableLead(viewer, id);
  if (viewer.role !== 'admin' && !(lead.ownerId === null && ownerId === viewer.id)) {
    throw new LeadChangeError('assign-others');
  }
  const prisma = await db();
  const owner = ownerId ? await prisma.staffUser.findUnique({ where: { id: ownerId } }) : null;
  if (ownerId && (!owner || !owner.active)) throw new LeadChangeError('owner');
  if (lead.ownerId === ownerId) return;
  const previous = lead.ownerId ? await prisma.staffUser.findUnique({ where: { id: lead.ownerId } }) : null;
  await prisma.$transaction([
    prisma.enquiry.update({ where: { id }, data: { ownerId } }),
    prisma.leadEvent.create({
      data: { enquiryId: id, actorId: viewer.id, kind: 'owner', fromValue: previous?.name ?? null, toValue: owner?.name ?? null, createdAt: now },
    }),
  ]);
}

/** Sets or clears the day to follow a lead up (a real calendar day, India time). */
export async function setFollowUp(viewer: StaffMember, id: string, value: unknown, now = new Date()) {
  const raw = typeof value === 'string' ? value.trim() : '';
  const day = raw === '' ? null : parseDay(raw);
  if (day === undefined) throw new LeadChangeError('date');
  const lead = await workableLead(viewer, id);
  const prisma = await db();
  const { followUpOn } = await prisma.enquiry.findUniqueOrThrow({ where: { id: lead.id }, select: { followUpOn: true } });
  if (followUpOn === day) return;
  await prisma.$transaction([
    prisma.enquiry.update({ where: { id }, data: { followUpOn: day } }),
    prisma.leadEvent.create({ data: { enquiryId: id, actorId: viewer.id, kind: 'follow-up', fromValue: followUpOn, toValue: day, createdAt: now } }),
  ]);
}

/** Adds a timestamped note with its author. */
export async function addNote(viewer: StaffMember, id: string, value: unknown, now = new Date()) {
  const body = typeof value === 'string' ? value.trim() : '';
  if (body === '') throw new LeadChangeError('note-empty');
  if (body.length > MAX_NOTE_LENGTH) throw new LeadChangeError('note-long');
  await workableLead(viewer, id);
  const prisma = await db();
  await prisma.$transaction([
    prisma.leadNote.create({ data: { enquiryId: id, authorId: viewer.id, body, createdAt: now } }),
    prisma.leadEvent.create({ data: { enquiryId: id, actorId: viewer.id, kind: 'note', createdAt: now } }),
  ]);
}

