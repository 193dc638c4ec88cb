import { activeFilterCount, type FilterField } from './filter-fields';

const stage = (selected?: string): FilterField => ({
  kind: 'select',
  name: 'stage',
  label: 'Stage',
  selected,
  options: [
    { value: '', label: 'Any stage' },
    { value: 'new', label: 'New' },
  ],
});
const spam = (selected: string): FilterField => ({
  kind: 'select',
  name: 'spam',
  label: 'Spam',
  selected,
  options: [
    { value: 'all', label: 'Include possible spam' },
    { value: 'hide', label: 'Hide possible spam' },
  ],
});
const from = (value?: string): FilterField => ({ kind: 'date', name: 'from', label: 'From', value });
const view: FilterField = { kind: 'hidden', name: 'view', value: 'mine' };

it('counts nothing when every filter is at its default', () => {
  expect(activeFilterCount([view, stage(), stage(''), spam('all'), from(), from('')])).toBe(0);
});

it('counts each select away from its first option and each date that is set', () => {
  expect(activeFilterCount([view, stage('new'), spam('all'), from('2026-11-01')])).toBe(2);
  expect(activeFilterCount([stage('new'), spam('hide'), from('2026-11-01')])).toBe(3);
});

it('does not count the hidden view the form carries along', () => {
  expect(activeFilterCount([view])).toBe(0);
});
