/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquiryForm } from './enquiry-form';
import { render } from './render-with-notice';
import { fakeResponse, mockAlert, mockFetch, sentBody } from './test-helpers';

afterEach(() => jest.restoreAllMocks());

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Asha Verma');
  await user.type(screen.getByLabelText(/^Phone/), '+91 98765 43210');
}

it('is a real form with labels, autocomplete, the privacy notice and an unticked marketing box', () => {
  const { container } = render(<EnquiryForm source="footer" idPrefix="footer" />);
  const form = container.querySelector('form');
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/enquiry/submit');
  expect(screen.getByLabelText(/^Name/)).toHaveAttribute('autocomplete', 'name');
  expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('autocomplete', 'tel');
  expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');
  expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'email');
  expect(screen.getByText(/Sending this form asks Nestora Realty to contact you\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Read our full privacy notice' })).toHaveAttribute('href', '/privacy-policy');
  expect(screen.getByRole('link', { name: 'Use your rights' })).toHaveAttribute('href', '/privacy/your-data');
  expect(container.querySelector('details summary')).toHaveTextContent('What we do with your details');
  expect(container.querySelector('input[name="noticeVersion"]')).toHaveValue('2026-11-26');
  const marketing = screen.getByRole('checkbox', { name: /new launches and offers/ });
  expect(marketing).not.toBeChecked();
  expect(marketing).not.toBeRequired();
  expect(marketing).toHaveAttribute('name', 'marketing');
  expect(marketing).toHaveAttribute('value', 'yes');
  expect(container.querySelector('input[name="consent"]')).toBeNull();
  expect(container.querySelector('input[name="source"]')).toHaveValue('footer');
});

it('shows field errors in text, tied to the fields, and sends nothing', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch(201);
  render(<EnquiryForm source="footer" idPrefix="footer" />);
  await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  const name = screen.getByLabelText(/^Name/);
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('Please enter your name.');
  expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription('Please enter your phone number.');
  expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address.');
  expect(name).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();

  await user.type(name, 'A');
  expect(name).not.toHaveAttribute('aria-invalid');
});

it('posts JSON, alerts the success text, clears the fields and reports back', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch(201);
  const alert = mockAlert();
  const onSubmitted = jest.fn();
  render(
    <EnquiryForm
      source="project"
      idPrefix="p"
      project={{ developer: 'dlf', id: 'privana', name: 'DLF Privana' }}
      onSubmitted={onSubmitted}
    />,
  );
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  await waitFor(() => expect(alert).toHaveBeenCalledWith('Enquiry submitted successfully!'));
  expect(fetchMock).toHaveBeenCalledWith('/api/enquiry', expect.objectContaining({ method: 'POST' }));
  expect(sentBody(fetchMock)).toMatchObject({
    name: 'Asha Verma',
    phone: '+91 98765 43210',
    source: 'project',
    projectId: 'privana',
    projectDeveloper: 'dlf',
    projectName: 'DLF Privana',
    consent: { noticeVersion: '2026-11-26', marketing: false },
    website: '',
  });
  expect(sentBody(fetchMock)).not.toHaveProperty('marketing');
  expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  expect(onSubmitted).toHaveBeenCalledTimes(1);
});

it('sends marketing consent only when the box was ticked, and unticks it for the next enquiry', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch(201);
  mockAlert();
  render(<EnquiryForm source="footer" idPrefix="footer" />);
  await fillValid(user);
  await user.click(screen.getByRole('checkbox', { name: /new launches and offers/ }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(sentBody(fetchMock)).toMatchObject({ consent: { noticeVersion: '2026-11-26', marketing: true } });
  await waitFor(() => expect(screen.getByRole('checkbox', { name: /new launches and offers/ })).not.toBeChecked());
});

it.each([
  [500, 'Unexpected response status: 500'],
  [429, 'Unexpected response status: 429'],
  [new TypeError('Failed to fetch'), 'Failed to submit enquiry.'],
])('reports %s with the catalogue alert and keeps what was typed', async (outcome, message) => {
  const user = userEvent.setup();
  mockFetch(outcome);
  const alert = mockAlert();
  render(<EnquiryForm source="footer" idPrefix="footer" />);
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith(message));
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Verma');
});

it('sends once however often it is clicked while in flight', async () => {
  const user = userEvent.setup();
  let release: (response: ReturnType<typeof fakeResponse>) => void = () => {};
  const fetchMock = jest.fn(() => new Promise((resolve) => (release = resolve)));
  global.fetch = fetchMock as unknown as typeof fetch;
  mockAlert();
  render(<EnquiryForm source="footer" idPrefix="footer" submitLabel="Send Enquiry" />);
  await fillValid(user);
  const button = screen.getByRole('button', { name: 'Send Enquiry' });
  await user.click(button);
  await user.click(button);
  expect(button).toBeDisabled();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  release(fakeResponse(201));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled());
});

it('asks for email instead of phone on the contact page', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch(201);
  mockAlert();
  render(<EnquiryForm source="contact-page" idPrefix="c" />);
  await user.type(screen.getByLabelText(/^Name/), 'Meera');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter your email address.');
  expect(screen.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-invalid');
  await user.type(screen.getByLabelText(/^Email/), 'meera@example.com');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
});

it('opens WhatsApp with the typed details before sending, when asked to', async () => {
  const user = userEvent.setup();
  mockFetch(201);
  mockAlert();
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  render(<EnquiryForm source="home-popup" idPrefix="h" whatsappText={(values) => `Hi ${values.name}`} />);
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(open).toHaveBeenCalledWith('https://wa.me/919876543210?text=Hi%20Asha%20Verma', '_blank', 'noopener,noreferrer');
});

it('keeps and sends what was typed into the server-rendered form before it hydrated', async () => {
  const { renderToString } = await import('react-dom/server');
  const { hydrateRoot } = await import('react-dom/client');
  const { act } = await import('react');
  const fetchMock = mockFetch(201);
  mockAlert();
  const form = <EnquiryForm source="footer" idPrefix="footer" />;
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(form);
  // The visitor types while the page's JavaScript is still loading.
  (container.querySelector('#footer-name') as HTMLInputElement).value = 'Asha Verma';
  (container.querySelector('#footer-phone') as HTMLInputElement).value = '+91 98765 43210';
  (container.querySelector('#footer-message') as HTMLTextAreaElement).value = 'A 3 BHK, please';

  await act(async () => {
    hydrateRoot(container, form);
  });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));

  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(sentBody(fetchMock)).toMatchObject({
    name: 'Asha Verma',
    phone: '+91 98765 43210',
    message: 'A 3 BHK, please',
    email: '',
  });
  container.remove();
});

it('resends the same request under the same Idempotency-Key after a failure, and a new one for the next enquiry', async () => {
  const user = userEvent.setup();
  let fail = true;
  const fetchMock = jest.fn<Promise<ReturnType<typeof fakeResponse>>, [string, RequestInit]>(async () => {
    if (fail) throw new TypeError('Failed to fetch');
    return fakeResponse(201);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  const alert = mockAlert();
  render(<EnquiryForm source="footer" idPrefix="footer" />);
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to submit enquiry.'));
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Enquiry submitted successfully!'));
  const keyOf = (call: number) => (fetchMock.mock.calls[call]![1].headers as Record<string, string>)['Idempotency-Key'];
  expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
  expect(keyOf(1)).toBe(keyOf(0));
  expect(fetchMock.mock.calls[1]![1].body).toBe(fetchMock.mock.calls[0]![1].body); // the very same request

  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
  expect(keyOf(2)).not.toBe(keyOf(0));
});
