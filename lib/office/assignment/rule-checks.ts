import { conditionKeys, type ConditionKey, type RuleConditions } from './conditions';

export type Choice = { value: string; label: string };
/** Choices under a heading (a developer's projects), or a plain list (label null). */
export type ChoiceGroup = { label: string | null; choices: Choice[] };
/** What each condition of a rule may be (lib/office/assignment/condition-choices.ts). */
export type ConditionChoices = Record<ConditionKey, ChoiceGroup[]>;

export const conditionNames: Record<ConditionKey, string> = {
  channels: 'source or channel',
  cities: 'city',
  projects: 'project',
  developers: 'developer',
  intents: 'intent',
  forms: 'form',
};

const folded = (value: string) => value.toLowerCase();

/** The choice a value names, ignoring case as the rules do. */
export function knownChoice(choices: ConditionChoices, condition: ConditionKey, value: string): Choice | undefined {
  return choices[condition].flatMap((group) => group.choices).find((choice) => folded(choice.value) === folded(value));
}

/** The developer of each project id, from the projects' groups. */
function developersByProject(choices: ConditionChoices): Map<string, string> {
  return new Map(
    choices.projects.flatMap((group) => (group.label ? group.choices.map((choice) => [folded(choice.value), group.label!] as const) : [])),
  );
}

const quoted = (values: string[]) => values.map((value) => `“${value}”`).join(', ');

/** Why a rule's own conditions cannot (all or in part) match a lead. */
function neverMatches(conditions: RuleConditions | null, choices: ConditionChoices): string[] {
  if (!conditions) return ['Its stored conditions cannot be read, so it matches no lead: choose them again and save it.'];
  const warnings: string[] = [];
  for (const key of conditionKeys) {
    const values = conditions[key] ?? [];
    const unknown = values.filter((value) => !knownChoice(choices, key, value));
    if (unknown.length === 0) continue;
    warnings.push(
      unknown.length === values.length
        ? `It can never match: ${quoted(unknown)} is not a ${conditionNames[key]} the site knows.`
        : `${quoted(unknown)} is not a ${conditionNames[key]} the site knows: that value never matches.`,
    );
  }
  const { projects = [], developers = [] } = conditions;
  const byProject = developersByProject(choices);
  const wanted = new Set(developers.map(folded));
  if (projects.length > 0 && developers.length > 0 && !projects.some((id) => wanted.has(folded(byProject.get(folded(id)) ?? '')))) {
    warnings.push('It can never match: none of its projects is by one of its developers.');
  }
  return warnings;
}

/**
 * Whether every lead `later` matches is matched by `earlier` too: each condition `earlier` sets, `later` sets
 * within it. A later rule's projects stand for their developers.
 */
function covers(earlier: RuleConditions, later: RuleConditions, choices: ConditionChoices): boolean {
  const byProject = developersByProject(choices);
  return conditionKeys.every((key) => {
    const accepted = earlier[key] ?? [];
    if (accepted.length === 0) return true;
    const asked =
      key === 'developers' && !later.developers?.length
        ? (later.projects ?? []).map((id) => byProject.get(folded(id))).filter((developer) => developer !== undefined)
        : (later[key] ?? []);
    const allowed = new Set(accepted.map(folded));
    return asked.length > 0 && asked.every((value) => allowed.has(folded(value)));
  });
}

export type CheckedRule = { id: string; name: string; active: boolean; fallback: boolean; conditions: RuleConditions | null };

/**
 * What an admin should know of each rule, tried in the order given (the fallback last): a condition that can
 * never match (a value the site does not know, projects of none of its developers, conditions that no longer
 * read), and an earlier active rule that takes every lead it matches. Keyed by rule id; a rule without warnings has none.
 */
export function ruleWarnings(rules: CheckedRule[], choices: ConditionChoices): Map<string, string[]> {
  const warnings = new Map<string, string[]>();
  rules.forEach((rule, index) => {
    const own = rule.fallback ? [] : neverMatches(rule.conditions, choices);
    const conditions = rule.fallback ? {} : rule.conditions;
    const shadow = conditions
      ? rules
          .slice(0, index)
          .find((earlier) => earlier.active && !earlier.fallback && earlier.conditions && covers(earlier.conditions, conditions, choices))
      : undefined;
    if (shadow) {
      own.push(
        `Shadowed by “${shadow.name}”, tried before it: every lead this rule matches goes there first, unless nobody in that pool is available.`,
      );
    }
    if (own.length > 0) warnings.set(rule.id, own);
  });
  return warnings;
}
