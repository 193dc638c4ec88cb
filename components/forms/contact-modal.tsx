'use client';

import { Dialog } from '@/components/ui/dialog';
import type { EnquirySource } from '@/lib/intake/forms/form-constants';
import { EnquiryForm, type EnquiryContext, type ProjectRef } from './enquiry-form';

export const CONTACT_MODAL_SUCCESS = 'Your enquiry has been submitted successfully!';
export const CONTACT_MODAL_FAILURE = 'Failed to submit enquiry. Please try again later.';

type Props = {
  open: boolean;
  onClose: () => void;
  title?: string;
  project?: ProjectRef;
  source?: EnquirySource;
  context?: EnquiryContext;
};

export function ContactModal({ open, onClose, title = 'Contact Us', project, source = 'contact-modal', context }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={title} idPrefix="contact-modal">
      <EnquiryForm
        source={source}
        idPrefix="contact-modal"
        project={project}
        context={context}
        successMessage={CONTACT_MODAL_SUCCESS}
        failureMessage={CONTACT_MODAL_FAILURE}
        onSubmitted={onClose}
      />
    </Dialog>
  );
}
