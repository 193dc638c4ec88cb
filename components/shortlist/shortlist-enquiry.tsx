'use client';

import { EnquiryForm, type EnquiryValues, type ProjectRef } from '@/components/forms/enquiry-form';

/** The WhatsApp text of a shortlist hand-off: the projects by name, then who is asking. */
function whatsappText(projects: readonly ProjectRef[]) {
  return (values: EnquiryValues) =>
    [
      `Hello, please advise me on my shortlist: ${projects.map((project) => project.name).join(', ')}.`,
      `Name: ${values.name}`,
      `Phone: ${values.phone}`,
      values.email && `Email: ${values.email}`,
      values.message && `Message: ${values.message}`,
    ]
      .filter(Boolean)
      .join('\n');
}

/** One enquiry carrying every shortlisted project, also handed to WhatsApp. */
export function ShortlistEnquiry({ projects }: { projects: ProjectRef[] }) {
  return (
    <EnquiryForm
      source="shortlist"
      idPrefix="shortlist-enquiry"
      shortlist={projects}
      heading="Send my shortlist to an advisor"
      submitLabel="Send my shortlist"
      whatsappText={whatsappText(projects)}
    />
  );
}
