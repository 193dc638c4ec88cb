/** @jest-environment jsdom */
import { keepForLater } from '@/components/offline/waiting-enquiries';
import { offlineMessages } from '@/lib/site/offline/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquiryForm } from './enquiry-form';
import { render } from './render-with-notice';
import { mockAlert } from './test-helpers';

// The device's queue (IndexedDB) is not in jsdom; what the form hands it is what matters here.
jest.mock('@/components/offline/waiting-enquiries', () => ({ keepForLater: jest.fn(), hasIndexedDb: () => true }));
const keep = keepForLater as jest.MockedFunction<typeof keepForLater>;

beforeEach(() => {
  keep.mockReset();
  global.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
});

async function sendValid() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Name/), 'Asha Verma');
  await user.type(screen.getByLabelText(/^Phone/), '+91 98765 43210');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

it('without a network, keeps the enquiry under its key with the success message for later, says so and clears', async () => {
  keep.mockResolvedValue(true);
  const alert = mockAlert();
  const onSubmitted = jest.fn();
  render(<EnquiryForm source="footer" idPrefix="footer" successMessage="Thanks, we will call you." onSubmitted={onSubmitted} />);
  await sendValid();
  await waitFor(() => expect(alert).toHaveBeenCalledWith(offlineMessages.enquiryQueued));
  const sentKey = ((global.fetch as jest.Mock).mock.calls[0]![1] as RequestInit).headers as Record<string, string>;
  expect(keep).toHaveBeenCalledWith({
    key: sentKey['Idempotency-Key'],
    url: '/api/enquiry',
    payload: expect.objectContaining({ name: 'Asha Verma', phone: '+91 98765 43210', source: 'footer' }),
    successMessage: 'Thanks, we will call you.',
  });
  expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  expect(onSubmitted).toHaveBeenCalled();
  expect(alert).toHaveBeenCalledTimes(1);
});

it('keeps what was typed in the form until the enquiry is kept', async () => {
  let keepNow: (kept: boolean) => void = () => {};
  keep.mockReturnValue(new Promise<boolean>((resolve) => (keepNow = resolve)));
  const alert = mockAlert();
  render(<EnquiryForm source="footer" idPrefix="footer" />);
  await sendValid();
  await waitFor(() => expect(keep).toHaveBeenCalledTimes(1));
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Verma');
  expect(alert).not.toHaveBeenCalled();
  keepNow(true);
  await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
  expect(alert).toHaveBeenCalledWith(offlineMessages.enquiryQueued);
});

it.each([
  ['answers that it cannot', () => keep.mockResolvedValue(false)],
  ['fails', () => keep.mockRejectedValue(new Error('QuotaExceededError'))],
])('says the enquiry was neither sent nor kept, and keeps the values, when the device %s', async (_, keeping) => {
  keeping();
  const alert = mockAlert();
  render(<EnquiryForm source="footer" idPrefix="footer" />);
  await sendValid();
  await waitFor(() => expect(alert).toHaveBeenCalledWith(offlineMessages.enquiryNotKept));
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Verma');
  expect(screen.getByLabelText(/^Phone/)).toHaveValue('+91 98765 43210');
  expect(alert).toHaveBeenCalledTimes(1);
});
