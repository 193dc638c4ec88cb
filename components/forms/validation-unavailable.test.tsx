/** @jest-environment jsdom */
import { keepForLater } from '@/components/offline/waiting-enquiries';
import { offlineMessages } from '@/lib/site/offline/messages';
import { visitWindow } from '@/lib/site/visits/visit-window';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquiryForm } from './enquiry-form';
import { render } from './render-with-notice';
import { SiteVisitForm } from './site-visit-form';
import { mockAlert, mockFetch } from './test-helpers';

// The schema's script cannot be fetched (offline, and not on the device): the forms' lazy import of it fails.
jest.mock('@/lib/intake/forms/enquiry-schema', () => {
  throw new Error('ChunkLoadError: Failed to load chunk /_next/static/chunks/schema.js');
});
jest.mock('@/components/offline/waiting-enquiries', () => ({ keepForLater: jest.fn(), hasIndexedDb: () => true }));
const keep = keepForLater as jest.MockedFunction<typeof keepForLater>;

beforeEach(() => keep.mockReset());

async function typePerson() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Name/), 'Asha Verma');
  await user.type(screen.getByLabelText(/^Phone/), '+91 98765 43210');
  return user;
}

it('an enquiry form keeps the enquiry for later and says so, and clears only once it is kept', async () => {
  mockFetch(new TypeError('Failed to fetch'));
  keep.mockResolvedValue(true);
  const alert = mockAlert();
  render(<EnquiryForm source="footer" idPrefix="footer" submitLabel="Send Enquiry" />);
  const user = await typePerson();
  await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith(offlineMessages.enquiryQueued));
  expect(keep).toHaveBeenCalledWith(expect.objectContaining({ payload: expect.objectContaining({ name: 'Asha Verma' }) }));
  expect(screen.getByLabelText(/^Name/)).toHaveValue('');
});

it('an enquiry form that can neither send nor keep it leaves every field as typed, and says so', async () => {
  mockFetch(new TypeError('Failed to fetch'));
  keep.mockResolvedValue(false);
  const alert = mockAlert();
  render(<EnquiryForm source="footer" idPrefix="footer" submitLabel="Send Enquiry" />);
  const user = await typePerson();
  await user.type(screen.getByLabelText(/^Message/), '3 BHK in Noida');
  await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith(offlineMessages.enquiryNotKept));
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Verma');
  expect(screen.getByLabelText(/^Phone/)).toHaveValue('+91 98765 43210');
  expect(screen.getByLabelText(/^Message/)).toHaveValue('3 BHK in Noida');
});

it('the site-visit form that can neither send nor keep it leaves the day, slot and person as chosen', async () => {
  mockFetch(new TypeError('Failed to fetch'));
  keep.mockResolvedValue(false);
  const alert = mockAlert();
  render(<SiteVisitForm project={{ developer: 'godrej', id: 'godrej-aristocrat', name: 'Godrej Aristocrat' }} />);
  const day = visitWindow().last;
  fireEvent.change(screen.getByLabelText(/^Preferred date/), { target: { value: day } });
  const user = await typePerson();
  await user.click(screen.getByLabelText('Morning (10 am – 1 pm)'));
  await user.click(screen.getByRole('button', { name: 'Request a visit' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith(offlineMessages.enquiryNotKept));
  expect(screen.getByLabelText(/^Preferred date/)).toHaveValue(day);
  expect(screen.getByLabelText('Morning (10 am – 1 pm)')).toBeChecked();
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Verma');
});

it('a form focused while its schema cannot load raises no unhandled error', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  try {
    render(<EnquiryForm source="footer" idPrefix="footer" />);
    await userEvent.setup().click(screen.getByLabelText(/^Name/));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});
