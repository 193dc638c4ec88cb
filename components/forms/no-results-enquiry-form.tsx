'use client';

import { EnquiryForm, type EnquiryValues } from './enquiry-form';

export function noResultsWhatsappText({ name, phone, message }: EnquiryValues): string {
  return [
    'Hello, I could not find a matching property on your website.',
    `Name: ${name}`,
    `Phone: ${phone}`,
    `Message: ${message || '-'}`,
  ].join('\n');
}

/** Shown when no project matches the filters: we store the request and hand off to WhatsApp. */
export function NoResultsEnquiryForm({ heading }: { heading?: string }) {
  return (
    <EnquiryForm
      source="no-results"
      idPrefix="no-results"
      heading={heading}
      submitLabel="Send on WhatsApp"
      whatsappText={noResultsWhatsappText}
    />
  );
}
