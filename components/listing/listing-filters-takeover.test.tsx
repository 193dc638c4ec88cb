/** @jest-environment jsdom */
import { getAllProjectEntries, getCities, getLocations } from '@/lib/site/content';
import { filterOptions } from '@/lib/site/listing/options-for';
import { DEFAULT_QUERY, type ListingQuery } from '@/lib/site/listing/query';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ListingFilters, type ListingFiltersProps } from './listing-filters';
import { ListingFiltersTakeover } from './listing-filters-takeover';
import styles from './listing-filters.module.css';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

function propsFor(query: ListingQuery): ListingFiltersProps {
  const all = getAllProjectEntries();
  const cities = getCities().map((city) => city.name);
  return { query, options: filterOptions(all, getLocations(), cities, query), total: 12 };
}
const props = propsFor(DEFAULT_QUERY);

/** The page as the server sends it: the plain form in its element (a replacing island renders it so, components/ui/island.tsx). */
function serverPage() {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = `<div class="${styles.takeover}">${renderToString(<ListingFilters {...props} />)}</div>`;
  return container;
}

let root: Root;
async function hydrate(container: HTMLElement) {
  await act(async () => {
    root = hydrateRoot(container, <ListingFiltersTakeover {...props} />);
  });
}

const formNow = () => document.getElementById('listing-filters') as HTMLFormElement;
const box = (name: string, value: string) => formNow().querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;

/** The visitor's first tap in the form: its code comes once the tap has ended, not between press and release. */
async function touch(plain: HTMLFormElement) {
  await act(async () => plain.dispatchEvent(new Event('pointerdown', { bubbles: true })));
  await act(async () => jest.advanceTimersByTime(100));
  expect(formNow()).toBe(plain);
  await act(async () => window.dispatchEvent(new Event('pointerup')));
  await act(async () => jest.advanceTimersByTime(1));
  await waitFor(() => expect(formNow()).not.toBe(plain));
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  push.mockReset();
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  jest.useRealTimers();
});

it('takes the plain form over at once when the visitor is in it already, filtering by what was ticked there, with the focus and open list kept', async () => {
  const container = serverPage();
  const plain = formNow();
  // The visitor ticks 3 BHK and opens a 'Show all' list in the plain form, which work without JavaScript.
  const bedroom = box('bedrooms', '3 BHK');
  bedroom.checked = true;
  bedroom.focus();
  const lists = plain.querySelectorAll('details');
  expect(lists.length).toBeGreaterThan(0);
  lists[0]!.open = true;

  await hydrate(container);
  await waitFor(() => expect(formNow()).not.toBe(plain));
  expect(box('bedrooms', '3 BHK')).toBeChecked();
  expect(box('bedrooms', '3 BHK')).toHaveFocus();
  expect(formNow().querySelectorAll('details')[0]).toHaveAttribute('open');
  // Applied as React's own tick would have been, once the moment to add more has passed.
  await act(async () => jest.advanceTimersByTime(600));
  expect(push).toHaveBeenCalledTimes(1);
  expect(push.mock.calls[0]?.[0]).toBe('/project-details?bedrooms=3+BHK');
});

it('carries a number typed into a range’s box, which has no name of its own', async () => {
  const container = serverPage();
  const plain = formNow();
  const minimum = plain.querySelector<HTMLInputElement>('input[aria-label="Minimum budget in Cr"]')!;
  minimum.value = '2';
  await hydrate(container);
  await touch(plain);
  await act(async () => jest.advanceTimersByTime(600));
  expect(push).toHaveBeenCalledTimes(1);
  expect(new URL(push.mock.calls[0]?.[0], 'http://x').searchParams.get('budgetMin')).toBe('2');
});

it('keeps the plain form until the visitor touches it, then navigates nowhere for a tap that changed nothing', async () => {
  const container = serverPage();
  const plain = formNow();
  await hydrate(container);
  await act(async () => jest.advanceTimersByTime(5000));
  expect(formNow()).toBe(plain);
  await touch(plain);
  await act(async () => jest.advanceTimersByTime(600));
  expect(push).not.toHaveBeenCalled();
  await act(async () => box('bedrooms', '2 BHK').click());
  expect(push).toHaveBeenCalledWith('/project-details?bedrooms=2+BHK', { scroll: false });
});

it('takes over at once, carrying nothing, when another listing is shown before the code came', async () => {
  const container = serverPage();
  const plain = formNow();
  box('bedrooms', '3 BHK').checked = true;
  await hydrate(container);
  const commercial = propsFor({ ...DEFAULT_QUERY, type: 'commercial' });
  await act(async () => root.render(<ListingFiltersTakeover {...commercial} />));
  await waitFor(() => expect(formNow()).not.toBe(plain));
  expect(formNow().querySelector('input[name="type"]')).toHaveValue('commercial');
  await act(async () => jest.advanceTimersByTime(600));
  expect(push).not.toHaveBeenCalled();
});
