import { EnquiryFormTakeover } from './enquiry-form-takeover';

/**
 * Shown when no project matches the filters or a search: we store the request and hand off to WhatsApp. A plain form
 * the server renders, taken over by EnquiryForm when its code comes (enquiry-form-takeover.tsx), so none of the
 * form's code is in the listing's first-load JavaScript (issue 43).
 */
export function NoResultsEnquiryForm({ heading }: { heading?: string }) {
  return (
    <EnquiryFormTakeover source="no-results" idPrefix="no-results" heading={heading} submitLabel="Send on WhatsApp" whatsapp="no-results" />
  );
}
