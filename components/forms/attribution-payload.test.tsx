/** @jest-environment jsdom */
import { KEPT_ATTRIBUTION_KEY } from '@/lib/intake/attribution/kept';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CareerApplicationForm } from './career-application-form';
import { EnquiryForm } from './enquiry-form';
import { render } from './render-with-notice';
import { mockAlert, mockFetch, sentBody } from './test-helpers';

const kept = {
  first: { source: 'google', medium: 'cpc', gclid: 'abc', landing: '/?gclid=abc', at: '2026-11-01T10:00:00.000Z' },
  last: { source: 'whatsapp', landing: '/?utm_source=whatsapp', at: '2026-11-20T10:00:00.000Z' },
};

beforeEach(() => localStorage.setItem(KEPT_ATTRIBUTION_KEY, JSON.stringify(kept)));
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

it('an enquiry form sends the touches this browser kept', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch(201);
  mockAlert();
  render(<EnquiryForm source="footer" idPrefix="f" />);
  await user.type(screen.getByLabelText(/^Name/), 'Asha Verma');
  await user.type(screen.getByLabelText(/^Phone/), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(sentBody(fetchMock)).toMatchObject({ name: 'Asha Verma', source: 'footer', attribution: kept });
});

it('a job application sends them too', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch(201);
  render(<CareerApplicationForm department="Sales" position="Sales Manager" onClose={() => undefined} />);
  await user.type(screen.getByLabelText(/^Name/), 'Neha');
  await user.type(screen.getByLabelText(/^Email/), 'neha@example.in');
  await user.type(screen.getByLabelText(/^About yourself/), 'Five years in sales.');
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(sentBody(fetchMock)).toMatchObject({ name: 'Neha', attribution: kept });
});
