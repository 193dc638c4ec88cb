import type { ReactNode } from 'react';
import { ConsentNotice } from './consent-notice';
import { EnquiryFormTakeover } from './enquiry-form-takeover';
import { EnquiryFormView, type EnquiryFormSetup } from './enquiry-form-view';

/**
 * An enquiry form the server renders as plain HTML, whose code stays out of the page's first-load JavaScript:
 * EnquiryForm takes its place once that code has come (enquiry-form-takeover.tsx). For forms every visitor sees
 * on arrival, the footer's and the contact page's; a form opened by a tap is EnquiryForm itself.
 */
export function ServerEnquiryForm({ notice = <ConsentNotice kind="enquiry" />, ...setup }: EnquiryFormSetup & { notice?: ReactNode }) {
  return (
    <EnquiryFormTakeover {...setup}>
      <EnquiryFormView setup={setup} notice={notice} />
    </EnquiryFormTakeover>
  );
}
