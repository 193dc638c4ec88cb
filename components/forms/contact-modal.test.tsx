/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactModal } from './contact-modal';
import { ContactModalButton } from './contact-modal-button';
import { render } from './render-with-notice';
import { mockAlert, mockFetch, sentBody } from './test-helpers';

afterEach(() => jest.restoreAllMocks());

it('is a labelled modal dialog that takes focus and keeps Tab inside', async () => {
  const user = userEvent.setup();
  render(<ContactModal open onClose={() => {}} title="Contact Us for Site Plan" />);
  const dialog = screen.getByRole('dialog', { name: 'Contact Us for Site Plan' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  const close = screen.getByRole('button', { name: 'Close' });
  expect(close).toHaveFocus();

  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab();
  expect(screen.getByLabelText(/^Name/)).toHaveFocus();
});

type User = ReturnType<typeof userEvent.setup>;

it.each([
  ['Escape', (user: User) => user.keyboard('{Escape}')],
  ['Close', (user: User) => user.click(screen.getByRole('button', { name: 'Close' }))],
])('closes on %s and gives focus back to the button that opened it', async (_label, dismiss) => {
  const user = userEvent.setup();
  render(<ContactModalButton label="Contact Us Today" />);
  const opener = screen.getByRole('button', { name: 'Contact Us Today' });
  await user.click(opener);
  // The dialog's code loads on the first click.
  expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
  await dismiss(user);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('alerts its own success text, sends the project and closes', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch(201);
  const alert = mockAlert();
  render(
    <ContactModalButton label="Inquire Now" project={{ developer: 'm3m', id: 'golf-estate', name: 'M3M Golf Estate' }} source="project" />,
  );
  await user.click(screen.getByRole('button', { name: 'Inquire Now' }));
  await user.type(screen.getByLabelText(/^Name/), 'Asha');
  await user.type(screen.getByLabelText(/^Phone/), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Your enquiry has been submitted successfully!'));
  expect(sentBody(fetchMock)).toMatchObject({ source: 'project', projectId: 'golf-estate' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('says to try again later when the request fails', async () => {
  const user = userEvent.setup();
  mockFetch(new TypeError('offline'));
  const alert = mockAlert();
  render(<ContactModal open onClose={() => {}} />);
  await user.type(screen.getByLabelText(/^Name/), 'Asha');
  await user.type(screen.getByLabelText(/^Phone/), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to submit enquiry. Please try again later.'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});
