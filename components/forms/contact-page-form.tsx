import { EnquiryFormTakeover } from './enquiry-form-takeover';

/** The Contact page's message form: name and email required, phone and message optional. */
export function ContactPageForm() {
  return <EnquiryFormTakeover source="contact-page" idPrefix="contact-page" heading="Send us a message" submitLabel="Send Message" />;
}
