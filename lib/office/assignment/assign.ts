import type { Prisma } from '@/lib/generated/prisma/client';
import { queueAdvisorNotice } from '@/lib/office/notify/advisor-notice';
import 'server-only';
import { clockFor, triedOwners } from './clock';
import { matchesConditions, parseConditions, type MatchableLead } from './conditions';
import { takeTurn } from './pool';

type Tx = Prisma.TransactionClient;

/** The fields of a stored lead that assignment reads. */
export type AssignableLead = MatchableLead & { id: string; spam: boolean; repeatOfId: string | null };

export const assignableLeadFields = {
  id: true,
  spam: true,
  repeatOfId: true,
  source: true,
  intent: true,
  city: true,
  projectId: true,
  projectDeveloper: true,
  firstChannel: true,
  lastChannel: true,
  firstSource: true,
  lastSource: true,
} as const satisfies Prisma.LeadSelect;

export type Assignment = { ownerId: string; ruleId: string | null } | null;

/** Rules in the order they are tried: by position, the fallback last. */
async function rulesInOrder(tx: Tx) {
  return tx.assignmentRule.findMany({
    where: { active: true },
    orderBy: [{ fallback: 'asc' }, { position: 'asc' }, { id: 'asc' }],
  });
}

/** Gives a lead with no owner to the first matching rule whose pool has someone available; null when none has. */
async function assignByRules(tx: Tx, lead: AssignableLead, now: Date, contacted: boolean): Promise<Assignment> {
  for (const rule of await rulesInOrder(tx)) {
    const conditions = rule.fallback ? {} : parseConditions(rule.conditions);
    if (!conditions || !matchesConditions(conditions, lead)) continue;
    const owner = await takeTurn(tx, rule);
    if (!owner) continue;
    const { count } = await tx.lead.updateMany({
      where: { id: lead.id, ownerId: null },
      data: { ownerId: owner.staffId, assignmentRuleId: rule.id, ...(contacted ? {} : clockFor(rule, [owner.staffId], now)) },
    });
    // Someone took the lead by hand first: their claim stands, and the turn is spent like any other.
    if (count === 0) return null;
    await tx.leadEvent.create({ data: { leadId: lead.id, kind: 'assigned', toValue: owner.name, detail: rule.name, createdAt: now } });
    await queueAdvisorNotice(tx, { staffId: owner.staffId, leadId: lead.id, kind: 'assigned' }, now);
    return { ownerId: owner.staffId, ruleId: rule.id };
  }
  return null;
}

/**
 * Assigns a just-stored lead, inside the transaction that stores it, so a stored lead is never left
 * unassigned by a crash in between. A repeat enquiry goes to the owner of the lead it joins (the lead
 * itself goes through the rules if it has none yet). Spam is left for review. Every assignment is in
 * the lead's history with the rule that made it, and the owner is notified (queued in the same transaction).
 */
export async function assignNewLead(tx: Tx, lead: AssignableLead, now: Date): Promise<Assignment> {
  if (lead.spam) return null;
  if (!lead.repeatOfId) return assignByRules(tx, lead, now, false);
  const joined = await tx.lead.findUnique({
    where: { id: lead.repeatOfId },
    select: { ...assignableLeadFields, ownerId: true, firstContactedAt: true },
  });
  if (!joined) return null;
  const assignment: Assignment = joined.ownerId
    ? { ownerId: joined.ownerId, ruleId: null }
    : await assignByRules(tx, joined, now, joined.firstContactedAt !== null);
  if (!assignment) return null;
  await tx.lead.update({ where: { id: lead.id }, data: { ownerId: assignment.ownerId } });
  // A new owner was told by the assignment; the one who already had the buyer hears they asked again.
  if (joined.ownerId) await queueAdvisorNotice(tx, { staffId: joined.ownerId, leadId: joined.id, kind: 'assigned' }, now);
  return assignment;
}

/**
 * An owner given the lead by hand (an admin's Assign) gets a fresh clock under the lead's rule, unless the buyer
 * has been contacted or no rule assigned the lead; an escalated lead is back on the clock with its new owner.
 */
export async function restartClock(tx: Tx, leadId: string, ownerId: string, now: Date): Promise<void> {
  const lead = await tx.lead.findUnique({
    where: { id: leadId },
    select: { firstContactedAt: true, clockTried: true, assignmentRule: true },
  });
  if (!lead?.assignmentRule || lead.firstContactedAt) return;
  const tried = triedOwners(lead.clockTried).filter((id) => id !== ownerId);
  await tx.lead.update({ where: { id: leadId }, data: clockFor(lead.assignmentRule, [...tried, ownerId], now) });
}
