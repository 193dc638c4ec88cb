/** @jest-environment jsdom */
import { ConsentNotice } from '@/components/forms/consent-notice';
import { PrivacyNoticeProvider } from '@/components/forms/notice-context';
import { SiteVisitForm } from '@/components/forms/site-visit-form';
import { mockAlert, mockFetch, sentBody } from '@/components/forms/test-helpers';
import { getPrivacyNotice } from '@/lib/site/content';
import { visitWindow } from '@/lib/site/visits/visit-window';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SiteVisitFormTakeover } from './site-visit-takeover';

// When the form's code may come (after the load, or at the first tap), opened by each test.
let openGate: () => void = () => {};
let gate: Promise<void>;
beforeEach(() => {
  gate = new Promise<void>((resolve) => (openGate = resolve));
});
jest.mock('@/components/ui/code-may-load', () => ({
  ...jest.requireActual('@/components/ui/code-may-load'),
  codeMayLoad: () => gate,
  codeInTurn: () => gate,
}));

const project = { developer: 'godrej', id: 'godrej-aristocrat', name: 'Godrej Aristocrat' };

function WithNotice({ children }: { children: ReactNode }) {
  return (
    <PrivacyNoticeProvider version={getPrivacyNotice().version} notices={{ enquiry: <ConsentNotice kind="enquiry" /> }}>
      {children}
    </PrivacyNoticeProvider>
  );
}

/** The page as the server sends it: the plain form in its element (a replacing island renders it so, components/ui/island.tsx). */
function serverPage() {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(
    <WithNotice>
      <div>
        <SiteVisitForm project={project} />
      </div>
    </WithNotice>,
  );
  return container;
}

async function hydrate(container: HTMLElement) {
  await act(async () => {
    hydrateRoot(
      container,
      <WithNotice>
        <SiteVisitFormTakeover project={project} />
      </WithNotice>,
    );
  });
}

const formNow = () => document.getElementById('site-visit-heading')!.closest('form') as HTMLFormElement;
const field = (name: string) => formNow().elements.namedItem(name) as HTMLInputElement;
const slot = (value: string) => formNow().querySelector<HTMLInputElement>(`input[name="visitSlot"][value="${value}"]`)!;

async function codeArrives(plain: HTMLFormElement) {
  await act(async () => openGate());
  await waitFor(() => expect(formNow()).not.toBe(plain));
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

it('is the plain form without JavaScript: a POST to /enquiry/submit the browser checks', () => {
  serverPage();
  expect(formNow()).toHaveAttribute('method', 'post');
  expect(formNow()).toHaveAttribute('action', '/enquiry/submit');
  expect(formNow()).not.toHaveAttribute('novalidate');
  expect(field('visitDate')).toBeRequired();
  expect(field('name')).toBeRequired();
});

it('keeps the server’s form while its code comes, then SiteVisitForm takes its place with the day, slot, details and caret', async () => {
  const fetchMock = mockFetch(201);
  mockAlert();
  const container = serverPage();
  const plain = formNow();
  const day = visitWindow().first;
  field('visitDate').value = day;
  slot('morning').checked = true;
  field('name').value = 'Asha Verma';
  field('phone').value = '+91 98765 43210';

  await hydrate(container);
  expect(formNow()).toBe(plain);
  expect(plain.noValidate).toBe(true);

  // The visitor goes back into the phone field: its code comes (or the page went idle with the form near).
  field('phone').setSelectionRange(3, 6);
  await act(async () => field('phone').focus());
  await codeArrives(plain);
  expect(field('visitDate')).toHaveValue(day);
  expect(slot('morning')).toBeChecked();
  expect(field('name')).toHaveValue('Asha Verma');
  expect(field('phone')).toHaveFocus();
  expect([field('phone').selectionStart, field('phone').selectionEnd]).toEqual([3, 6]);
  // React's form now: the booking window is set in the browser.
  expect(field('visitDate')).toHaveAttribute('min', day);

  await userEvent.setup().click(screen.getByRole('button', { name: 'Request a visit' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(sentBody(fetchMock)).toMatchObject({
    visitDate: day,
    visitSlot: 'morning',
    name: 'Asha Verma',
    phone: '+91 98765 43210',
    intent: 'site-visit',
    projectId: 'godrej-aristocrat',
  });
});

it('holds a send made while its code was coming and answers it with React’s messages, sending nothing incomplete', async () => {
  const fetchMock = mockFetch(201);
  mockAlert();
  const container = serverPage();
  const plain = formNow();
  field('name').value = 'Asha Verma';
  await hydrate(container);
  const submit = new SubmitEvent('submit', { cancelable: true, bubbles: true });
  plain.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);

  await codeArrives(plain);
  await waitFor(() => expect(field('visitDate')).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText('Please choose a time slot.')).toBeInTheDocument();
  expect(field('name')).toHaveValue('Asha Verma');
  expect(fetchMock).not.toHaveBeenCalled();
});
