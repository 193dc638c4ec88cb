import '@/lib/platform/validation/jitless';

import { z } from 'zod';

/** What a rule may ask of a lead; a list left out (or empty) accepts any value. */
export const conditionKeys = ['channels', 'cities', 'projects', 'developers', 'intents', 'forms'] as const;
export type ConditionKey = (typeof conditionKeys)[number];

const values = z.array(z.string().trim().min(1).max(100)).max(50).optional();
export const ruleConditionsSchema = z
  .object(Object.fromEntries(conditionKeys.map((key) => [key, values])) as Record<ConditionKey, typeof values>)
  .strict();
export type RuleConditions = z.infer<typeof ruleConditionsSchema>;

/** The lead's fields the conditions read. */
export type MatchableLead = {
  source: string;
  intent: string | null;
  city: string | null;
  projectId: string | null;
  projectDeveloper: string | null;
  firstChannel: string | null;
  lastChannel: string | null;
  firstSource: string | null;
  lastSource: string | null;
};

/** A stored rule's conditions; a row that no longer parses matches nothing rather than everything. */
export function parseConditions(stored: string): RuleConditions | null {
  try {
    const parsed = ruleConditionsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const anyOf = (accepted: string[] | undefined, ...candidates: (string | null)[]) =>
  !accepted || accepted.length === 0 || candidates.some((value) => value !== null && accepted.some((want) => same(want, value)));

/**
 * Whether a lead meets every condition. "Source or channel" accepts the lead's marketing channel
 * (paid-search, organic-search, ...), its utm source, first or last touch alike, or the outside source that
 * sent it (meta, google, a portal, csv, api:<name>, as the sources' registry stores them).
 */
export function matchesConditions(conditions: RuleConditions, lead: MatchableLead): boolean {
  return (
    anyOf(conditions.channels, lead.lastChannel, lead.firstChannel, lead.lastSource, lead.firstSource, lead.source) &&
    anyOf(conditions.cities, lead.city) &&
    anyOf(conditions.projects, lead.projectId) &&
    anyOf(conditions.developers, lead.projectDeveloper) &&
    anyOf(conditions.intents, lead.intent) &&
    anyOf(conditions.forms, lead.source)
  );
}
