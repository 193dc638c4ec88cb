import { addWorkingMinutes, workingHoursOf } from './working-hours';

/** The clock's steps: what runs when `clockNextAt` comes. Escalated means it has run out (no step is due). */
export type ClockStep = 'reminder' | 'move' | 'escalated';

export type ClockRule = { targetMinutes: number; workDays: string; workStart: number; workEnd: number };

/**
 * The clock of an owner who has just got the lead: first contact is due `targetMinutes` of working time from now,
 * when they are reminded; at twice the target the lead moves on.
 */
export function clockFor(rule: ClockRule, owners: string[], now: Date) {
  const contactDueAt = addWorkingMinutes(now, rule.targetMinutes, workingHoursOf(rule));
  return {
    clockStartedAt: now,
    contactDueAt,
    clockStep: 'reminder' satisfies ClockStep,
    clockNextAt: contactDueAt,
    clockTried: JSON.stringify(owners),
  };
}

/** After the reminder: the move is due at twice the target from when the owner got the lead. */
export function moveDueAt(rule: ClockRule, startedAt: Date): Date {
  return addWorkingMinutes(startedAt, 2 * rule.targetMinutes, workingHoursOf(rule));
}

/** The staff ids who have held the lead under this clock. */
export function triedOwners(stored: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((value): value is string => typeof value === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * What the desk shows of a lead's clock: due in N minutes, overdue by N, or nothing once contacted or unclocked.
 * Rounded toward overdue: from its due moment a lead is overdue (the reminder has gone and the Overdue filter lists
 * it), by 1 min at first, and a lead still due shows the whole minutes left.
 */
export function clockState(lead: { contactDueAt: Date | null; firstContactedAt: Date | null; clockStep: string | null }, now: Date) {
  if (!lead.contactDueAt || lead.firstContactedAt || !lead.clockStep) return null;
  const left = lead.contactDueAt.getTime() - now.getTime();
  return left > 0
    ? { overdue: false, minutes: Math.floor(left / 60_000), escalated: false }
    : { overdue: true, minutes: Math.max(1, Math.ceil(-left / 60_000)), escalated: lead.clockStep === 'escalated' };
}
