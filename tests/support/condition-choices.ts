// A small set of rule condition choices, shaped as lib/office/assignment/condition-choices.ts builds them from the site.
import type { ConditionChoices } from '@/lib/office/assignment/rule-checks';

export const testChoices: ConditionChoices = {
  channels: [
    { label: 'Channels', choices: [{ value: 'paid-search', label: 'Paid search' }] },
    {
      label: 'Sources',
      choices: [
        { value: 'meta', label: 'Meta lead ads' },
        { value: '99acres', label: '99acres' },
      ],
    },
  ],
  cities: [{ label: null, choices: ['Gurgaon', 'Delhi', 'Noida'].map((name) => ({ value: name, label: name })) }],
  projects: [
    { label: 'Godrej Properties', choices: [{ value: 'godrej-aristocrat', label: 'Godrej Aristocrat' }] },
    { label: 'DLF', choices: [{ value: 'dlf-privana', label: 'DLF Privana' }] },
  ],
  developers: [{ label: null, choices: ['DLF', 'Godrej Properties'].map((name) => ({ value: name, label: name })) }],
  intents: [
    {
      label: null,
      choices: [
        { value: 'buy', label: 'Buy' },
        { value: 'rent', label: 'Rent' },
      ],
    },
  ],
  forms: [
    {
      label: null,
      choices: [
        { value: 'footer', label: 'Footer' },
        { value: 'project', label: 'Project' },
      ],
    },
  ],
};
