import { testChoices } from '@/tests/support/condition-choices';
import type { RuleConditions } from './conditions';
import { ruleWarnings } from './rule-checks';

const rule = (name: string, conditions: RuleConditions | null, extra: { active?: boolean; fallback?: boolean } = {}) => ({
  id: name,
  name,
  active: extra.active ?? true,
  fallback: extra.fallback ?? false,
  conditions,
});
const warningsOf = (...rules: ReturnType<typeof rule>[]) => Object.fromEntries(ruleWarnings(rules, testChoices));

describe('a rule’s warnings', () => {
  it('say when a rule can never match: a value the site does not know, projects of none of its developers, unreadable conditions', () => {
    expect(
      warningsOf(
        rule('Typo', { cities: ['Gurgoan'] }),
        rule('Half typo', { cities: ['Noida', 'Noidaa'] }),
        rule('Crossed', { projects: ['godrej-aristocrat'], developers: ['DLF'] }),
        rule('Broken', null),
      ),
    ).toEqual({
      Typo: ['It can never match: “Gurgoan” is not a city the site knows.'],
      'Half typo': ['“Noidaa” is not a city the site knows: that value never matches.'],
      Crossed: ['It can never match: none of its projects is by one of its developers.'],
      Broken: ['Its stored conditions cannot be read, so it matches no lead: choose them again and save it.'],
    });
  });

  it('say when an earlier active rule takes every lead a rule matches', () => {
    const warned = warningsOf(
      rule('Noida or Delhi', { cities: ['noida', 'Delhi'] }),
      rule('Noida buyers', { cities: ['Noida'], intents: ['buy'] }),
      rule('Godrej', { developers: ['Godrej Properties'] }),
      rule('Aristocrat', { projects: ['godrej-aristocrat'] }),
      rule('Gurgaon', { cities: ['Gurgaon'] }),
      rule('Everything', {}),
      rule('Paid', { channels: ['paid-search'] }),
      rule('Fallback', {}, { fallback: true }),
    );
    const shadowed = (by: string) =>
      `Shadowed by “${by}”, tried before it: every lead this rule matches goes there first, unless nobody in that pool is available.`;
    expect(warned).toEqual({
      'Noida buyers': [shadowed('Noida or Delhi')],
      Aristocrat: [shadowed('Godrej')],
      Paid: [shadowed('Everything')],
      Fallback: [shadowed('Everything')],
    });
  });

  it('do not count an inactive rule as shadowing, nor a narrower earlier one', () => {
    expect(warningsOf(rule('Off', {}, { active: false }), rule('Noida buyers', { cities: ['Noida'], intents: ['buy'] }))).toEqual({});
    expect(warningsOf(rule('Noida buyers', { cities: ['Noida'], intents: ['buy'] }), rule('Noida', { cities: ['Noida'] }))).toEqual({});
  });
});
