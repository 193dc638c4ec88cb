/** @jest-environment jsdom */
import type { ListedRule } from '@/lib/office/assignment/rules';
import { testChoices } from '@/tests/support/condition-choices';
import { render, screen, within } from '@testing-library/react';
import { RuleForm } from './rule-form';

const unused = async () => undefined;

const stored: ListedRule = {
  id: 'rule-1',
  name: 'Noida desk',
  position: 1,
  active: true,
  fallback: false,
  method: 'weighted',
  targetMinutes: 1,
  workDays: '0,1,2,3,4,5,6',
  workStart: 0,
  workEnd: 1440,
  conditions: { cities: ['Noida', 'Gurgoan'], projects: ['godrej-aristocrat'] },
  members: [],
  createdAt: new Date(),
  updatedAt: new Date(),
  takenLast30Days: 12,
  warnings: ['“Gurgoan” is not a city the site knows: that value never matches.'],
};

describe('a rule’s form', () => {
  it('offers the conditions as choices, not free text, with the stored ones ticked', () => {
    render(<RuleForm rule={stored} candidates={[]} choices={testChoices} save={unused} />);
    const city = screen.getByRole('group', { name: 'City' });
    expect(within(city).getByRole('checkbox', { name: 'Noida' })).toBeChecked();
    expect(within(city).getByRole('checkbox', { name: 'Delhi' })).not.toBeChecked();
    // A value kept from the free-text days stays visible, ticked and marked, until it is unticked.
    expect(within(city).getByRole('checkbox', { name: 'Gurgoan (not known)' })).toBeChecked();
    const sources = screen.getByRole('group', { name: 'Source or channel' });
    expect(within(sources).getByRole('checkbox', { name: 'Meta lead ads' })).toHaveAttribute('value', 'meta');
    expect(within(sources).getByRole('checkbox', { name: 'Paid search' })).toHaveAttribute('value', 'paid-search');
    expect(within(screen.getByRole('group', { name: 'Developer' })).getByRole('checkbox', { name: 'DLF' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /City|Project|Developer|Source/ })).toBeNull();
  });

  it('says how many leads the rule took in the last 30 days and what is wrong with it, and that it runs all day', () => {
    render(<RuleForm rule={stored} candidates={[]} choices={testChoices} save={unused} />);
    expect(screen.getByText('Took 12 leads in the last 30 days.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Warnings about Noida desk' })).getByRole('listitem')).toHaveTextContent(
      '“Gurgoan” is not a city the site knows',
    );
    expect(screen.getByRole('checkbox', { name: /^All day/ })).toBeChecked();
  });
});

it('offers the many projects as one select grouped by developer, searchable by name', () => {
  const developers = ['DLF', 'Godrej Properties', 'M3M'];
  const projects = developers.map((developer) => ({
    label: developer,
    choices: Array.from({ length: 15 }, (_, index) => ({
      value: `${developer.toLowerCase()}-${index}`,
      label: `${developer} Tower ${index}`,
    })),
  }));
  const rule = { ...stored, conditions: { projects: ['m3m-3'] } };
  render(<RuleForm rule={rule} candidates={[]} choices={{ ...testChoices, projects }} save={unused} />);
  const select = screen.getByRole('listbox', { name: 'Project' });
  expect(select).toHaveAttribute('multiple');
  expect(
    within(select)
      .getAllByRole('group')
      .map((group) => group.getAttribute('label')),
  ).toEqual(developers);
  expect(within(select).getByRole('option', { name: 'M3M Tower 3', selected: true })).toHaveAttribute('value', 'm3m-3');
  expect(within(select).getByRole('option', { name: 'DLF Tower 3', selected: false })).toBeInTheDocument();
});
