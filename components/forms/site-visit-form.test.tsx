/** @jest-environment jsdom */
import { visitWindow } from '@/lib/site/visits/visit-window';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from './render-with-notice';
import { SiteVisitForm } from './site-visit-form';
import { mockFetch, sentBody } from './test-helpers';

afterEach(() => jest.restoreAllMocks());

const project = { developer: 'godrej', id: 'godrej-aristocrat', name: 'Godrej Aristocrat' };

it('is a plain form with labelled fields, the project and the booking window set in the browser', () => {
  const { container } = render(<SiteVisitForm project={project} />);
  const form = container.querySelector('form');
  expect(form).toHaveAttribute('action', '/enquiry/submit');
  expect(container.querySelector('input[name="intent"]')).toHaveValue('site-visit');
  expect(container.querySelector('input[name="projectId"]')).toHaveValue('godrej-aristocrat');
  const date = screen.getByLabelText(/^Preferred date/);
  expect(date).toHaveAttribute('type', 'date');
  expect(date).toHaveAttribute('min', visitWindow().first);
  expect(date).toHaveAttribute('max', visitWindow().last);
  expect(screen.getByRole('group', { name: /Time slot/ })).toBeInTheDocument();
  expect(screen.getByLabelText('Morning (10 am – 1 pm)')).toHaveAttribute('type', 'radio');
  expect(screen.getByLabelText(/^Number of visitors/)).toHaveValue(1);
  expect(screen.getByRole('link', { name: 'Read our full privacy notice' })).toHaveAttribute('href', '/privacy-policy');
  expect(screen.getByRole('checkbox', { name: /new launches and offers/ })).not.toBeChecked();
  expect(container.querySelector('input[name="noticeVersion"]')).toHaveValue('2026-11-26');
});

it('says what is missing and sends nothing', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch(201);
  render(<SiteVisitForm project={project} />);
  await user.click(screen.getByRole('button', { name: 'Request a visit' }));
  await waitFor(() =>
    expect(screen.getByLabelText(/^Preferred date/)).toHaveAccessibleDescription('Please choose a date from tomorrow up to 60 days ahead.'),
  );
  expect(screen.getByText('Please choose a time slot.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription('Please enter your phone number.');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('posts the booking as JSON and confirms the day and slot', async () => {
  const user = userEvent.setup();
  const fetchMock = mockFetch(201);
  render(<SiteVisitForm project={project} />);
  const day = visitWindow().first;
  fireEvent.change(screen.getByLabelText(/^Preferred date/), { target: { value: day } });
  await user.click(screen.getByLabelText('Evening (4 pm – 7 pm)'));
  await user.type(screen.getByLabelText(/^Name/), 'Meera Shah');
  await user.type(screen.getByLabelText(/^Phone/), '98100 55555');
  await user.clear(screen.getByLabelText(/^Number of visitors/));
  await user.type(screen.getByLabelText(/^Number of visitors/), '4');
  await user.click(screen.getByRole('button', { name: 'Request a visit' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(sentBody(fetchMock)).toMatchObject({
    intent: 'site-visit',
    source: 'site-visit',
    visitDate: day,
    visitSlot: 'evening',
    visitors: '4',
    name: 'Meera Shah',
    projectId: 'godrej-aristocrat',
    projectDeveloper: 'godrej',
  });
  expect(await screen.findByRole('status')).toHaveTextContent(
    /Your visit to Godrej Aristocrat on .+, evening \(4 pm – 7 pm\), is requested/,
  );
  expect(screen.getByLabelText(/^Name/)).toHaveValue('');
});
