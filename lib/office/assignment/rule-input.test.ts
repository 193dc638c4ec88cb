import { formValues } from '@/lib/platform/http/form-values';
import { testChoices } from '@/tests/support/condition-choices';
import { parseRuleForm } from './rule-input';
import { addWorkingMinutes, workingHoursOf } from './working-hours';

const parse = (form: FormData) => parseRuleForm(formValues(form), testChoices);
const ist = (local: string) => new Date(`${local}+05:30`);

/** The rule form as a browser posts it, with these fields changed. */
function ruleForm(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  const all = {
    name: 'Night desk',
    method: 'weighted',
    targetMinutes: '1',
    workStart: '09:00',
    workEnd: '19:00',
    'weight:s1': '1',
    ...fields,
  };
  for (const [key, value] of Object.entries(all)) for (const one of [value].flat()) form.append(key, one);
  return form;
}

describe('working hours on the rule form', () => {
  it('offer all day: midnight to midnight, every minute of it on the clock', () => {
    const input = parse(ruleForm({ allDay: 'on', workDays: ['0', '1', '2', '3', '4', '5', '6'] }));
    expect([input.workStart, input.workEnd]).toEqual([0, 1440]);
    const hours = workingHoursOf({ workDays: input.workDays.join(','), workStart: input.workStart, workEnd: input.workEnd });
    // A lead at 23:59:30 with a 1-minute target is due 30 s after midnight, not at 09:00 nor stuck at 23:59.
    expect(addWorkingMinutes(ist('2026-11-26T23:59:30'), 1, hours)).toEqual(ist('2026-11-27T00:00:30'));
  });

  it('keep the times given when all day is not ticked, and refuse an end before the start', () => {
    expect(parse(ruleForm({ workDays: '1', workStart: '08:30', workEnd: '23:59' }))).toMatchObject({
      workStart: 510,
      workEnd: 1439,
    });
    expect(() => parse(ruleForm({ workDays: '1', workStart: '19:00', workEnd: '09:00' }))).toThrow('or all day');
  });
});

describe('conditions on the rule form', () => {
  it('take only what the pickers offer, spelled as the choice is', () => {
    const input = parse(
      ruleForm({ workDays: '1', cities: ['noida', 'Delhi'], projects: 'godrej-aristocrat', channels: ['meta', 'paid-search'] }),
    );
    expect(input.conditions).toEqual({ cities: ['Noida', 'Delhi'], projects: ['godrej-aristocrat'], channels: ['meta', 'paid-search'] });
  });

  it('refuse a value the site does not know, which would make a rule that never matches', () => {
    expect(() => parse(ruleForm({ workDays: '1', cities: 'Gurgoan' }))).toThrow('Choose each condition from its list');
    expect(() => parse(ruleForm({ workDays: '1', projects: 'Godrej Aristocrat' }))).toThrow('Choose each condition from its list');
    expect(() => parse(ruleForm({ workDays: '1', channels: 'facebok' }))).toThrow('Choose each condition from its list');
  });
});
