/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CareerApplicationForm } from './career-application-form';
import { render } from './render-with-notice';
import { mockAlert, mockFetch, sentBody } from './test-helpers';

afterEach(() => jest.restoreAllMocks());

it('requires name, email and about, then shows the success state', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch(201);
  const onClose = jest.fn();
  render(<CareerApplicationForm department="Sales" position="Sales Manager" onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
  expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Please enter your name.');
  expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter your email address.');
  expect(screen.getByLabelText(/^About yourself/)).toHaveAccessibleDescription('Please tell us a little about yourself.');
  expect(fetchMock).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText(/^Name/), 'Neha');
  await user.type(screen.getByLabelText(/^Email/), 'neha@example.in');
  await user.type(screen.getByLabelText(/^About yourself/), 'Five years in sales.');
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));

  expect(await screen.findByText('Application Submitted Successfully!')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/api/careers', expect.anything());
  expect(sentBody(fetchMock)).toMatchObject({
    department: 'Sales',
    position: 'Sales Manager',
    name: 'Neha',
    consent: { noticeVersion: '2026-11-26' },
  });
  expect(sentBody(fetchMock).consent).not.toHaveProperty('marketing');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalled();
});

it('alerts the status when the server refuses', async () => {
  const user = userEvent.setup();
  mockFetch(503);
  const alert = mockAlert();
  render(<CareerApplicationForm department="Sales" position="Sales Manager" />);
  await user.type(screen.getByLabelText(/^Name/), 'Neha');
  await user.type(screen.getByLabelText(/^Email/), 'neha@example.in');
  await user.type(screen.getByLabelText(/^About yourself/), 'Sales.');
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Unexpected response status: 503'));
  expect(screen.queryByText('Application Submitted Successfully!')).not.toBeInTheDocument();
});

it('shows the application notice and asks for no marketing consent', () => {
  const { container } = render(<CareerApplicationForm department="Sales" position="Sales Manager" />);
  expect(screen.getByText(/Sending this form asks Nestora Realty to consider your application/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Read our full privacy notice' })).toHaveAttribute('href', '/privacy-policy');
  expect(screen.getByRole('link', { name: 'Use your rights' })).toHaveAttribute('href', '/privacy/your-data');
  expect(screen.queryByRole('checkbox')).toBeNull();
  expect(container.querySelector('input[name="noticeVersion"]')).toHaveValue('2026-11-26');
});
