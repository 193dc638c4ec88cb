import '@/lib/platform/validation/jitless';

import type { FormValues } from '@/lib/platform/http/form-values';
import { z } from 'zod';
import { conditionKeys, type RuleConditions } from './conditions';
import { knownChoice, type ConditionChoices } from './rule-checks';

/** Why a rule was refused, by a code that travels in the address after the form's redirect. */
export const ruleErrors = {
  name: 'Give the rule a name (up to 100 characters).',
  method: 'Choose weighted round robin or fewest open leads.',
  target: 'The first-contact target is a whole number of minutes, from 1 to 1440.',
  days: 'Choose at least one working day.',
  hours: 'Working hours run from a start to a later end (HH:MM, India time), or all day.',
  pool: 'Put at least one active advisor in the pool, with a weight from 1 to 100 (0 leaves them out).',
  conditions: 'Each condition takes up to 50 of its choices.',
  unknown: 'Choose each condition from its list: a value the site does not know never matches a lead.',
  missing: 'No such rule: it may have been deleted.',
} as const;
export type RuleErrorCode = keyof typeof ruleErrors;

export class RuleError extends Error {
  constructor(readonly code: RuleErrorCode) {
    super(ruleErrors[code]);
  }
}

export const ruleMethods = ['weighted', 'fewest-open'] as const;

export type RuleInput = {
  name: string;
  position: number;
  active: boolean;
  fallback: boolean;
  method: (typeof ruleMethods)[number];
  targetMinutes: number;
  workDays: number[];
  workStart: number;
  workEnd: number;
  conditions: RuleConditions;
  pool: { staffId: string; weight: number }[];
};

export const DAY_MINUTES = 24 * 60;
const clock = /^([01]\d|2[0-4]):([0-5]\d)$/;
const minutesOf = (value: unknown) => {
  const match = typeof value === 'string' ? clock.exec(value.trim()) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
};

/** Every value posted under `name`, and the first of them, as a browser's form gives a field. */
const all = (form: FormValues, name: string): unknown[] => (name in form ? [form[name]].flat() : []);
const first = (form: FormValues, name: string): unknown => all(form, name)[0];

const picked = (values: unknown[]) => [
  ...new Set(values.flatMap((value) => (typeof value === 'string' && value.trim() !== '' ? [value.trim()] : []))),
];

const whole = (value: unknown) => (typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value) : undefined);

/**
 * The rule form's fields, as the action's schema read them, checked: throws RuleError naming the first problem.
 * Each condition is the values picked from its `choices` (one field each), kept as the choice spells them; the
 * choices come from the database, so the check is here rather than in the schema. The pool is one
 * `weight:<staffId>` field per member of staff; a weight of 0 (or none) leaves them out.
 */
export function parseRuleForm(form: FormValues, choices: ConditionChoices): RuleInput {
  const nameField = first(form, 'name');
  const name = (typeof nameField === 'string' ? nameField : '').trim();
  if (name === '' || name.length > 100) throw new RuleError('name');
  const method = ruleMethods.find((known) => known === first(form, 'method'));
  if (!method) throw new RuleError('method');
  const targetMinutes = whole(first(form, 'targetMinutes'));
  if (!targetMinutes || targetMinutes > 1440) throw new RuleError('target');
  const workDays = [...new Set(all(form, 'workDays').map(Number))].filter((day) => Number.isInteger(day) && day >= 0 && day <= 6).sort();
  if (workDays.length === 0) throw new RuleError('days');
  // A time field stops at 23:59, so a whole day is its own choice: midnight to midnight.
  const [workStart, workEnd] =
    first(form, 'allDay') === 'on' ? [0, DAY_MINUTES] : [minutesOf(first(form, 'workStart')), minutesOf(first(form, 'workEnd'))];
  if (workStart === undefined || workEnd === undefined || workStart >= workEnd || workEnd > DAY_MINUTES) throw new RuleError('hours');
  const conditions: RuleConditions = {};
  for (const key of conditionKeys) {
    const values = picked(all(form, key));
    if (values.length > 50 || values.some((value) => value.length > 100)) throw new RuleError('conditions');
    const known = values.map((value) => knownChoice(choices, key, value)?.value);
    if (known.some((value) => value === undefined)) throw new RuleError('unknown');
    if (known.length > 0) conditions[key] = known as string[];
  }
  const pool: RuleInput['pool'] = [];
  for (const key of Object.keys(form).filter((field) => field.startsWith('weight:'))) {
    for (const value of all(form, key)) {
      if (value === '') continue;
      const weight = whole(value);
      if (weight === undefined || weight > 100) throw new RuleError('pool');
      if (weight > 0) pool.push({ staffId: key.slice('weight:'.length).slice(0, 64), weight });
    }
  }
  if (pool.length === 0) throw new RuleError('pool');
  return {
    name,
    position: z.coerce.number().int().min(0).max(10_000).catch(0).parse(first(form, 'position')),
    active: first(form, 'active') === 'on',
    fallback: first(form, 'fallback') === 'on',
    method,
    targetMinutes,
    workDays,
    workStart,
    workEnd,
    conditions,
    pool,
  };
}
