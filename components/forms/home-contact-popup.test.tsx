/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { popupWhatsappText } from './home-contact-dialog';
import { HomeContactPopup, POPUP_SESSION_KEY } from './home-contact-popup';
import { render } from './render-with-notice';
import { mockAlert, mockFetch } from './test-helpers';

beforeEach(() => {
  window.sessionStorage.clear();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('opens five seconds after load, once per browser session', async () => {
  const first = render(<HomeContactPopup />);
  act(() => jest.advanceTimersByTime(4999));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(window.sessionStorage.getItem(POPUP_SESSION_KEY)).toBe('1');
  first.unmount();

  render(<HomeContactPopup />);
  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('closes on Escape', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<HomeContactPopup />);
  act(() => jest.advanceTimersByTime(5000));
  await screen.findByRole('dialog');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('stores the enquiry and opens WhatsApp with every detail', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const fetchMock = mockFetch(201);
  const alert = mockAlert();
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  render(<HomeContactPopup />);
  act(() => jest.advanceTimersByTime(5000));
  await screen.findByRole('dialog');
  await user.type(screen.getByLabelText(/^Name/), 'Asha');
  await user.type(screen.getByLabelText(/^Phone/), '9876543210');
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.in');
  await user.type(screen.getByLabelText(/^Message/), '3 BHK & budget');
  await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));

  await waitFor(() => expect(alert).toHaveBeenCalledWith('Enquiry submitted successfully!'));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const link = new URL(String(open.mock.calls[0]?.[0]));
  expect(link.origin + link.pathname).toBe('https://wa.me/919876543210');
  expect(link.searchParams.get('text')).toBe(
    popupWhatsappText({
      name: 'Asha',
      phone: '9876543210',
      email: 'asha@example.in',
      message: '3 BHK & budget',
    }),
  );
  expect(link.searchParams.get('text')).toContain('Email: asha@example.in');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
