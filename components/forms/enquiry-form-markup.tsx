import { EnquiryFormView, type EnquiryFormSetup } from './enquiry-form-view';
import { useNotice } from './notice-context';

/** The plain HTML enquiry form with the site's privacy notice: what the server sends in enquiry-form-takeover.tsx. */
export function EnquiryFormMarkup(setup: EnquiryFormSetup) {
  return <EnquiryFormView setup={setup} notice={useNotice('enquiry').node} />;
}
