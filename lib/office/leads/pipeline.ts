import '@/lib/platform/validation/jitless';

import type { Prisma } from '@/lib/generated/prisma/client';
import { restartClock } from '@/lib/office/assignment/assign';
import { queueAdvisorNotice } from '@/lib/office/notify/advisor-notice';
import type { StaffMember } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import type { Tx } from '@/lib/platform/db/tx';
import { parseDay } from '@/lib/platform/time/india';
import 'server-only';
import { z } from 'zod';
import { MAX_NOTE_LENGTH } from './limits';
import { leadStages } from './stages';

/** Why a change was refused, in words, by the refusal's code. */
const leadChangeErrors = {
  missing: 'No such lead, or another advisor has taken it.',
  // Given with the name of whoever has it (takenMessage) wherever that is known.
  taken: 'Another member of staff has just taken this lead.',
  changed: 'Someone changed this lead at the same moment. Check it and try again.',
  stage: 'Choose a stage from the list.',
  'lost-reason': 'Say why the lead was lost (up to 300 characters).',
  'assign-others': 'Only an admin can assign leads to others.',
  owner: 'Choose an active member of staff.',
  date: 'Choose a real date for the follow-up.',
  'note-empty': 'Write the note first.',
  'note-long': `Keep the note to ${MAX_NOTE_LENGTH} characters or fewer.`,
  'call-outcome': 'Choose how the call went.',
  'call-back': 'Choose when to call back: a time later than now.',
} as const;
type LeadChangeErrorCode = keyof typeof leadChangeErrors;

const takenMessage = (owner: string) => `Already taken by ${owner}.`;

export class LeadChangeError extends Error {
  constructor(
    readonly code: LeadChangeErrorCode,
    /** Who has the lead now, for `taken`. */
    readonly takenBy?: string,
  ) {
    super(code === 'taken' && takenBy ? takenMessage(takenBy) : leadChangeErrors[code]);
  }
}

const leadFields = {
  id: true,
  ownerId: true,
  owner: { select: { name: true } },
  stage: true,
  lostReason: true,
  followUpOn: true,
  firstContactedAt: true,
  repeatOfId: true,
} as const;
type Lead = Prisma.LeadGetPayload<{ select: typeof leadFields }>;

/**
 * Who may see and work a lead: admins every lead; an advisor their own leads and the unassigned
 * ones. Someone else's lead does not exist for an advisor.
 */
export function canWork(viewer: StaffMember, lead: { ownerId: string | null }): boolean {
  return viewer.role === 'admin' || lead.ownerId === null || lead.ownerId === viewer.id;
}

/**
 * The lead as it is inside the change's transaction, so the history's "from" is what was replaced.
 * An advisor acting on a lead someone else has taken (the list they acted from was older) is told who.
 */
async function workableLead(tx: Tx, viewer: StaffMember, id: string): Promise<Lead> {
  const lead = await tx.lead.findUnique({ where: { id }, select: leadFields });
  if (!lead || lead.repeatOfId !== null) throw new LeadChangeError('missing');
  if (!canWork(viewer, lead)) throw new LeadChangeError('taken', lead.owner?.name);
  return lead;
}

/**
 * Writes a change only if the fields it was decided on (`expected`) still hold: the lead was read
 * without a lock, and on PostgreSQL another change may have been written since. The write waits for
 * that one and then finds nothing to change, and the change is refused, naming who took the lead
 * when that is what happened.
 */
async function updateIfUnchanged(tx: Tx, lead: Lead, expected: Prisma.LeadWhereInput, data: Prisma.LeadUncheckedUpdateManyInput) {
  const { count } = await tx.lead.updateMany({ where: { ...expected, id: lead.id }, data });
  if (count === 1) return;
  const now = await tx.lead.findUnique({ where: { id: lead.id }, select: { ownerId: true, owner: { select: { name: true } } } });
  if (now?.owner && now.ownerId !== lead.ownerId) throw new LeadChangeError('taken', now.owner.name);
  throw new LeadChangeError('changed');
}

/** Runs one change of a lead in a transaction: the lead is read, changed and its history written together. */
async function changeLead(viewer: StaffMember, id: string, change: (tx: Tx, lead: Lead) => Promise<void>) {
  const prisma = await db();
  await prisma.$transaction(async (tx) => change(tx, await workableLead(tx, viewer, id)));
}

type EventKind = 'stage' | 'owner' | 'follow-up' | 'note' | 'call' | 'whatsapp-reply';

function recordEvent(
  tx: Tx,
  viewer: StaffMember,
  lead: Lead,
  kind: EventKind,
  now: Date,
  from?: string | null,
  to?: string | null,
  detail?: string,
) {
  return tx.leadEvent.create({
    data: {
      leadId: lead.id,
      actorId: viewer.id,
      kind,
      fromValue: from ?? null,
      toValue: to ?? null,
      detail: detail ?? null,
      createdAt: now,
    },
  });
}

/**
 * An advisor who moves an unassigned lead along (its stage or follow-up) takes it, so nobody else
 * calls the same buyer; recorded in the history like any assignment. A note does not take a lead.
 */
async function takeIfUnassigned(tx: Tx, viewer: StaffMember, lead: Lead, now: Date) {
  if (lead.ownerId !== null || viewer.role !== 'advisor') return;
  await updateIfUnchanged(tx, lead, { ownerId: null }, { ownerId: viewer.id });
  await recordEvent(tx, viewer, lead, 'owner', now, null, viewer.name);
}

const stageChange = z.object({
  stage: z.enum(leadStages),
  lostReason: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
    z.string().max(300).optional(),
  ),
});

const stageValue = (stage: string, lostReason: string | null | undefined) => (stage === 'lost' ? `lost: ${lostReason}` : stage);

/**
 * Moves a lead to another stage, recording it in the history. The first move out of New stamps
 * firstContactedAt: the lead's response time ends there, whatever happens later.
 */
export async function changeStage(viewer: StaffMember, id: string, input: { stage: unknown; lostReason?: unknown }, now = new Date()) {
  const parsed = stageChange.safeParse(input);
  if (!parsed.success) throw new LeadChangeError(parsed.error.issues.some((issue) => issue.path[0] === 'stage') ? 'stage' : 'lost-reason');
  const { stage, lostReason } = parsed.data;
  if (stage === 'lost' && !lostReason) throw new LeadChangeError('lost-reason');
  await changeLead(viewer, id, async (tx, lead) => {
    const from = stageValue(lead.stage, lead.lostReason);
    const to = stageValue(stage, lostReason);
    if (from === to) return;
    await takeIfUnassigned(tx, viewer, lead, now);
    await updateIfUnchanged(
      tx,
      lead,
      { stage: lead.stage, lostReason: lead.lostReason },
      {
        stage,
        lostReason: stage === 'lost' ? lostReason : null,
        firstContactedAt: lead.firstContactedAt ?? (stage === 'new' ? null : now),
      },
    );
    await recordEvent(tx, viewer, lead, 'stage', now, from, to);
  });
}

/**
 * Assigns a lead: admins to any active member (or nobody); advisors only take an unassigned lead for themselves.
 * The new owner is told (their devices, or an e-mail; not when they took it themselves), and a lead still on its
 * rule's clock restarts it for them.
 */
export async function assignLead(viewer: StaffMember, id: string, ownerId: string | null, now = new Date()) {
  await changeLead(viewer, id, async (tx, lead) => {
    if (viewer.role !== 'admin' && !(lead.ownerId === null && ownerId === viewer.id)) throw new LeadChangeError('assign-others');
    const owner = ownerId ? await tx.staffUser.findUnique({ where: { id: ownerId }, select: { name: true, active: true } }) : null;
    if (ownerId && !owner?.active) throw new LeadChangeError('owner');
    if (lead.ownerId === ownerId) return;
    await updateIfUnchanged(tx, lead, { ownerId: lead.ownerId }, { ownerId });
    await recordEvent(tx, viewer, lead, 'owner', now, lead.owner?.name, owner?.name);
    if (!ownerId) return;
    await restartClock(tx, lead.id, ownerId, now);
    if (ownerId !== viewer.id) await queueAdvisorNotice(tx, { staffId: ownerId, leadId: lead.id, kind: 'assigned' }, now);
  });
}

/** Sets or clears the day to follow a lead up (a real calendar day, India time). */
export async function setFollowUp(viewer: StaffMember, id: string, value: unknown, now = new Date()) {
  const raw = typeof value === 'string' ? value.trim() : '';
  const day = raw === '' ? null : parseDay(raw);
  if (day === undefined) throw new LeadChangeError('date');
  await changeLead(viewer, id, async (tx, lead) => {
    if (lead.followUpOn === day) return;
    await takeIfUnassigned(tx, viewer, lead, now);
    await updateIfUnchanged(tx, lead, { followUpOn: lead.followUpOn }, { followUpOn: day });
    await recordEvent(tx, viewer, lead, 'follow-up', now, lead.followUpOn, day);
  });
}

/** Adds a timestamped note with its author. */
export async function addNote(viewer: StaffMember, id: string, value: unknown, now = new Date()) {
  const body = typeof value === 'string' ? value.trim() : '';
  if (body === '') throw new LeadChangeError('note-empty');
  if (body.length > MAX_NOTE_LENGTH) throw new LeadChangeError('note-long');
  await changeLead(viewer, id, async (tx, lead) => {
    await tx.leadNote.create({ data: { leadId: lead.id, authorId: viewer.id, body, createdAt: now } });
    await recordEvent(tx, viewer, lead, 'note', now);
  });
}

/**
 * The first contact: stamps firstContactedAt once, which stops the lead's first-contact clock (its worker
 * only steps leads without one). Conditional, so of two contacts at the same moment the first one counts.
 */
async function markContacted(tx: Tx, lead: Lead, now: Date) {
  if (lead.firstContactedAt) return;
  await tx.lead.updateMany({ where: { id: lead.id, firstContactedAt: null }, data: { firstContactedAt: now } });
}

/** dialled: the Call button was tapped; the rest are the quick outcomes recorded after the call. */
export const callOutcomes = ['dialled', 'answered', 'no-answer', 'busy', 'wrong-number', 'call-back'] as const;
export type CallOutcome = (typeof callOutcomes)[number];

const callBackPattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local value read as India time, or undefined when it is not a real moment. */
function parseIstMoment(value: unknown): Date | undefined {
  const match = typeof value === 'string' ? callBackPattern.exec(value.trim()) : null;
  if (!match || !parseDay(match[1]) || Number(match[2]) > 23 || Number(match[3]) > 59) return undefined;
  return new Date(`${match[1]}T${match[2]}:${match[3]}:00+05:30`);
}

/**
 * Records a call to the buyer: the attempt (the Call button) or its outcome. An answered call is the
 * first contact; "call back at" needs a time later than now, kept in the event. A call makes an unassigned
 * lead the caller's, like any other work on it.
 */
export async function recordCall(viewer: StaffMember, id: string, input: { outcome: unknown; callBackAt?: unknown }, now = new Date()) {
  const outcome = callOutcomes.find((known) => known === input.outcome);
  if (!outcome) throw new LeadChangeError('call-outcome');
  const callBackAt = outcome === 'call-back' ? parseIstMoment(input.callBackAt) : undefined;
  if (outcome === 'call-back' && !(callBackAt && callBackAt > now)) throw new LeadChangeError('call-back');
  await changeLead(viewer, id, async (tx, lead) => {
    await takeIfUnassigned(tx, viewer, lead, now);
    if (outcome === 'answered') await markContacted(tx, lead, now);
    await recordEvent(tx, viewer, lead, 'call', now, null, outcome, callBackAt?.toISOString());
  });
}

/** The advisor marks that the buyer replied on WhatsApp: a first contact, like an answered call. */
export async function markWhatsAppReply(viewer: StaffMember, id: string, now = new Date()) {
  await changeLead(viewer, id, async (tx, lead) => {
    await takeIfUnassigned(tx, viewer, lead, now);
    await markContacted(tx, lead, now);
    await recordEvent(tx, viewer, lead, 'whatsapp-reply', now);
  });
}
