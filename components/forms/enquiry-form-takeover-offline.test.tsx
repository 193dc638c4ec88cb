/** @jest-environment jsdom */
import { getPrivacyNotice } from '@/lib/site/content';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ConsentNotice } from './consent-notice';
import { EnquiryFormMarkup } from './enquiry-form-markup';
import { EnquiryFormTakeover } from './enquiry-form-takeover';
import { PrivacyNoticeProvider } from './notice-context';

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
// The form's code cannot be fetched (offline, a deployment gone).
jest.mock('./enquiry-form-replacement', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const setup = { source: 'footer', idPrefix: 'footer', submitLabel: 'Send Enquiry' } as const;
const notices = { enquiry: <ConsentNotice kind="enquiry" /> };

it('without its code the plain form stays, and a send held meanwhile is made as the plain POST, checked by the browser', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(
    <PrivacyNoticeProvider version={getPrivacyNotice().version} notices={notices}>
      <div>
        <EnquiryFormMarkup {...setup} />
      </div>
    </PrivacyNoticeProvider>,
  );
  const plain = document.getElementById('footer-form') as HTMLFormElement;
  const requestSubmit = jest.spyOn(plain, 'requestSubmit').mockImplementation(() => {});
  await act(async () => {
    hydrateRoot(
      container,
      <PrivacyNoticeProvider version={getPrivacyNotice().version} notices={notices}>
        <EnquiryFormTakeover {...setup} />
      </PrivacyNoticeProvider>,
    );
  });
  const submit = new SubmitEvent('submit', { cancelable: true, bubbles: true });
  plain.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);
  expect(requestSubmit).not.toHaveBeenCalled();

  await act(async () => openGate());
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

  expect(document.getElementById('footer-form')).toBe(plain);
  expect(plain.noValidate).toBe(false);
  expect(requestSubmit).toHaveBeenCalledTimes(1);
});
