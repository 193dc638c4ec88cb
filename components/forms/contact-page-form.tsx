import { ServerEnquiryForm } from './server-enquiry-form';

/** The Contact page's message form: name and email required, phone and message optional. */
export function ContactPageForm() {
  return <ServerEnquiryForm source="contact-page" idPrefix="contact-page" heading="Send us a message" submitLabel="Send Message" />;
}
