/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoResultsEnquiryForm } from './no-results-enquiry-form';
import { render } from './render-with-notice';
import { mockAlert, mockFetch, sentBody } from './test-helpers';

afterEach(() => jest.restoreAllMocks());

it('stores the request and hands name, phone and message to WhatsApp', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch(201);
  const alert = mockAlert();
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  render(<NoResultsEnquiryForm />);
  // The form's code is fetched once the page has loaded (components/ui/island.tsx).
  await user.type(await screen.findByLabelText(/^Name/), 'Kabir');
  await user.type(screen.getByLabelText(/^Phone/), '9876543210');
  await user.type(screen.getByLabelText(/^Email/), 'kabir@example.in');
  await user.type(screen.getByLabelText(/^Message/), 'Plot in Sohna under 1 Cr');
  await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));

  await waitFor(() => expect(alert).toHaveBeenCalledWith('Enquiry submitted successfully!'));
  expect(sentBody(fetchMock)).toMatchObject({ source: 'no-results', email: 'kabir@example.in' });
  const text = new URL(String(open.mock.calls[0]?.[0])).searchParams.get('text') ?? '';
  expect(text).toContain('Name: Kabir');
  expect(text).toContain('Phone: 9876543210');
  expect(text).toContain('Message: Plot in Sohna under 1 Cr');
  expect(text).not.toContain('kabir@example.in');
});
