/** @jest-environment jsdom */
import { getPrivacyNotice } from '@/lib/site/content';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ConsentNotice } from './consent-notice';
import { EnquiryFormMarkup } from './enquiry-form-markup';
import { EnquiryFormTakeover } from './enquiry-form-takeover';
import type { EnquiryFormSetup } from './enquiry-form-view';
import { NoResultsEnquiryForm } from './no-results-enquiry-form';
import { PrivacyNoticeProvider } from './notice-context';
import { mockAlert, mockFetch, sentBody } from './test-helpers';

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

const setup = { source: 'footer', idPrefix: 'footer', submitLabel: 'Send Enquiry' } as const;

function WithNotice({ children }: { children: ReactNode }) {
  return (
    <PrivacyNoticeProvider version={getPrivacyNotice().version} notices={{ enquiry: <ConsentNotice kind="enquiry" /> }}>
      {children}
    </PrivacyNoticeProvider>
  );
}

/** The page as the server sends it: the plain form in its element (a replacing island renders it so, components/ui/island.tsx). */
function serverPage(markup: EnquiryFormSetup = setup) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(
    <WithNotice>
      <div>
        <EnquiryFormMarkup {...markup} />
      </div>
    </WithNotice>,
  );
  return container;
}

async function hydrate(container: HTMLElement, takeover: ReactNode = <EnquiryFormTakeover {...setup} />) {
  await act(async () => {
    hydrateRoot(container, <WithNotice>{takeover}</WithNotice>);
  });
}

let formId = 'footer-form';
beforeEach(() => (formId = 'footer-form'));
const formNow = () => document.getElementById(formId) as HTMLFormElement;
const field = (name: string) => formNow().elements.namedItem(name) as HTMLInputElement;

async function codeArrives(plain: HTMLFormElement) {
  await act(async () => openGate());
  await waitFor(() => expect(formNow()).not.toBe(plain));
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

it('is the plain form without JavaScript: a POST to /enquiry/submit the browser checks, with the notice', () => {
  const container = serverPage();
  const form = formNow();
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/enquiry/submit');
  expect(form).not.toHaveAttribute('novalidate');
  expect(field('name')).toBeRequired();
  expect(field('phone')).toBeRequired();
  expect(container.querySelector('input[name="source"]')).toHaveValue('footer');
  expect(container.querySelector('input[name="noticeVersion"]')).toHaveValue(getPrivacyNotice().version);
  expect(screen.getByRole('button', { name: 'Send Enquiry' })).toHaveAttribute('type', 'submit');
});

it('keeps the server’s form while its code comes, then React’s takes its place with what was typed, ticked and the caret', async () => {
  const fetchMock = mockFetch(201);
  mockAlert();
  const container = serverPage();
  const plain = formNow();
  // The visitor fills the plain form before and while the page's JavaScript runs.
  field('name').value = 'Asha Verma';
  field('phone').value = '+91 98765 43210';
  field('marketing').checked = true;
  const message = formNow().elements.namedItem('message') as HTMLTextAreaElement;
  message.value = 'A 3 BHK, please';

  await hydrate(container);
  // React runs: the form is its, and its own messages will replace the browser's checks.
  expect(formNow()).toBe(plain);
  expect(plain.noValidate).toBe(true);

  // The visitor goes back into the message: its code comes (or the page went idle with the form near).
  message.setSelectionRange(4, 7);
  await act(async () => message.focus());
  await codeArrives(plain);
  expect(field('name')).toHaveValue('Asha Verma');
  expect(field('phone')).toHaveValue('+91 98765 43210');
  expect(field('marketing')).toBeChecked();
  const messageNow = formNow().elements.namedItem('message') as HTMLTextAreaElement;
  expect(messageNow).toHaveValue('A 3 BHK, please');
  expect(messageNow).toHaveFocus();
  expect([messageNow.selectionStart, messageNow.selectionEnd]).toEqual([4, 7]);

  await userEvent.setup().click(screen.getByRole('button', { name: 'Send Enquiry' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(sentBody(fetchMock)).toMatchObject({
    name: 'Asha Verma',
    phone: '+91 98765 43210',
    message: 'A 3 BHK, please',
    source: 'footer',
    consent: { marketing: true },
  });
});

it('holds a send made while its code was coming and makes it, once, with React’s form', async () => {
  const fetchMock = mockFetch(201);
  const alert = mockAlert();
  const container = serverPage();
  const plain = formNow();
  field('name').value = 'Asha Verma';
  field('phone').value = '+91 98765 43210';
  await hydrate(container);
  // Five seconds pass between the moment the plain form could be used and React's form.
  const realNow = Date.now.bind(Date);
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 5000);

  const submit = new SubmitEvent('submit', { cancelable: true, bubbles: true });
  plain.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);
  expect(fetchMock).not.toHaveBeenCalled();

  await codeArrives(plain);
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Enquiry submitted successfully!'));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(sentBody(fetchMock)).toMatchObject({ name: 'Asha Verma', phone: '+91 98765 43210' });
  // Counted from when the plain form could be used, not from when React's came: no bot-fast send.
  expect(sentBody(fetchMock).fillMs).toBeGreaterThanOrEqual(5000);
  expect(field('name')).toHaveValue('');
});

it('answers a held send with missing fields with React’s messages, tied to the fields, and sends nothing', async () => {
  const fetchMock = mockFetch(201);
  mockAlert();
  const container = serverPage();
  const plain = formNow();
  await hydrate(container);
  plain.dispatchEvent(new SubmitEvent('submit', { cancelable: true, bubbles: true }));

  await codeArrives(plain);
  await waitFor(() => expect(field('name')).toHaveAttribute('aria-invalid', 'true'));
  expect(field('name')).toHaveAccessibleDescription('Please enter your name.');
  expect(field('phone')).toHaveAccessibleDescription('Please enter your phone number.');
  expect(field('name')).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('makes the no-results form’s WhatsApp hand-off with a send held while its code came', async () => {
  const fetchMock = mockFetch(201);
  const alert = mockAlert();
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  formId = 'no-results-form';
  const container = serverPage({ source: 'no-results', idPrefix: 'no-results', submitLabel: 'Send on WhatsApp' });
  const plain = formNow();
  field('name').value = 'Kabir';
  field('phone').value = '9876543210';
  (plain.elements.namedItem('message') as HTMLTextAreaElement).value = 'Plot in Sohna under 1 Cr';
  await hydrate(container, <NoResultsEnquiryForm />);
  plain.dispatchEvent(new SubmitEvent('submit', { cancelable: true, bubbles: true }));
  expect(open).not.toHaveBeenCalled();

  await codeArrives(plain);
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Enquiry submitted successfully!'));
  expect(sentBody(fetchMock)).toMatchObject({ source: 'no-results', name: 'Kabir', phone: '9876543210' });
  expect(open).toHaveBeenCalledTimes(1);
  const text = new URL(String(open.mock.calls[0]?.[0])).searchParams.get('text') ?? '';
  expect(text).toContain('Name: Kabir');
  expect(text).toContain('Message: Plot in Sohna under 1 Cr');
});

describe('far from the screen', () => {
  // The footer's form, a screen or more below: the page going idle does not fetch its code; a focus in it does.
  const observed: Element[] = [];
  beforeEach(() => {
    observed.length = 0;
    globalThis.IntersectionObserver = class {
      observe = (element: Element) => observed.push(element);
      disconnect = () => {};
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('keeps the plain form when the page goes idle, and takes it over at the first focus in it', async () => {
    const container = serverPage();
    const plain = formNow();
    await hydrate(container);
    expect(observed).toEqual([plain]);
    await act(async () => openGate());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(formNow()).toBe(plain);

    field('name').value = 'Asha';
    await act(async () => field('name').focus());
    await waitFor(() => expect(formNow()).not.toBe(plain));
    expect(field('name')).toHaveValue('Asha');
    expect(field('name')).toHaveFocus();
  });
});
