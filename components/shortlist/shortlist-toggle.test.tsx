/** @jest-environment jsdom */
import { SHORTLIST_KEY, serializeIds } from '@/lib/site/shortlist/store';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShortlistToggle } from './shortlist-toggle';

beforeEach(() => localStorage.clear());

it('adds and removes the project, with aria-pressed and a label that says which', async () => {
  const user = userEvent.setup();
  render(<ShortlistToggle id="godrej-aristocrat" name="Godrej Aristocrat" variant="inline" />);
  const button = screen.getByRole('button', { name: 'Shortlist Godrej Aristocrat' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(button).toHaveAccessibleName('Shortlisted Godrej Aristocrat');
  expect(JSON.parse(localStorage.getItem(SHORTLIST_KEY) ?? '')).toEqual({ v: 1, ids: ['godrej-aristocrat'] });
  await user.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'false');
});

it('keeps every toggle of the same project in step, including after another tab writes', () => {
  render(
    <>
      <ShortlistToggle id="m3m-crown" name="M3M Crown" />
      <ShortlistToggle id="m3m-crown" name="M3M Crown" />
    </>,
  );
  act(() => {
    localStorage.setItem(SHORTLIST_KEY, serializeIds(['m3m-crown']));
    window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_KEY }));
  });
  for (const button of screen.getAllByRole('button')) expect(button).toHaveAttribute('aria-pressed', 'true');
});

it('says so when the shortlist is full and leaves it unchanged', async () => {
  const user = userEvent.setup();
  const full = Array.from({ length: 12 }, (_, index) => `project-${index}`);
  localStorage.setItem(SHORTLIST_KEY, serializeIds(full));
  render(<ShortlistToggle id="dlf-the-camellias" name="DLF The Camellias" />);
  await user.click(screen.getByRole('button', { name: 'Shortlist DLF The Camellias' }));
  expect(screen.getByRole('status')).toHaveTextContent('Your shortlist is full (12)');
  expect(JSON.parse(localStorage.getItem(SHORTLIST_KEY) ?? '').ids).toEqual(full);
});

it('does what it showed when tapped, even if the list changed since it rendered (a tap replayed after hydration)', async () => {
  const user = userEvent.setup();
  render(<ShortlistToggle id="godrej-aristocrat" name="Godrej Aristocrat" />);
  const button = screen.getByRole('button', { name: 'Shortlist Godrej Aristocrat' });
  // Written in this tab, which tells no one: the heart still shows what it rendered with, "add".
  localStorage.setItem(SHORTLIST_KEY, serializeIds(['godrej-aristocrat']));
  await user.click(button);
  expect(JSON.parse(localStorage.getItem(SHORTLIST_KEY) ?? '').ids).toEqual(['godrej-aristocrat']);
  expect(button).toHaveAttribute('aria-pressed', 'true');
});
