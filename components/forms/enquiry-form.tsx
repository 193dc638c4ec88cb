'use client';

import { visibleFieldErrors } from '@/lib/intake/forms/field-errors';
import { MARKETING_TICKED, sentConsent } from '@/lib/intake/forms/form-consent';
import type { EnquiryField } from '@/lib/intake/forms/form-constants';
import { whatsappLink } from '@/lib/site/config';
import { EnquiryFormView, type EnquiryFormSetup } from './enquiry-form-view';
import type { FormResume } from './form-handover';
import { useNotice } from './notice-context';
import { useSubmitForm } from './use-submit-form';

export type { EnquiryContext, ProjectRef } from './enquiry-form-view';
export type EnquiryValues = Record<EnquiryField, string>;

export const ENQUIRY_SUCCESS = 'Enquiry submitted successfully!';
export const ENQUIRY_FAILURE = 'Failed to submit enquiry.';

type Props = EnquiryFormSetup & {
  successMessage?: string;
  failureMessage?: string;
  onSubmitted?: () => void;
  /** Builds the WhatsApp text opened alongside storing the enquiry (home popup, no-results form). */
  whatsappText?: (values: EnquiryValues) => string;
  /** What the visitor did in the server's plain form this one takes the place of (enquiry-form-takeover.tsx). */
  resume?: FormResume;
};

// zod loads with the first focus on a form, not with the page.
const loadEnquirySchema = () => import('@/lib/intake/forms/enquiry-schema');

const emptyValues: EnquiryValues = { name: '', phone: '', email: '', message: '' };
const personFields: readonly EnquiryField[] = ['name', 'phone', 'email', 'message'];

/**
 * The enquiry form used in the footer, the floating widget, dialogs and project pages: EnquiryFormView bound to
 * useSubmitForm. Without JavaScript it posts to /enquiry/submit; with it, it sends JSON to the enquiry API.
 */
export function EnquiryForm({
  successMessage = ENQUIRY_SUCCESS,
  failureMessage = ENQUIRY_FAILURE,
  onSubmitted,
  whatsappText,
  resume,
  ...setup
}: Props) {
  const { source, project, shortlist, context = {} } = setup;
  const notice = useNotice('enquiry');
  const form = useSubmitForm<EnquiryField | 'marketing'>({
    initial: { ...emptyValues, marketing: '' },
    validate: async (values) => visibleFieldErrors((await loadEnquirySchema()).enquirySchema, { ...values, source }, personFields),
    preloadValidation: loadEnquirySchema,
    url: '/api/enquiry',
    payload: ({ marketing, ...values }, { fillMs, website }) => ({
      ...values,
      source,
      pagePath: window.location.pathname,
      projectId: project?.id,
      projectDeveloper: project?.developer,
      projectName: project?.name,
      shortlist,
      ...context,
      consent: sentConsent(notice.version, marketing),
      website,
      fillMs,
    }),
    beforeSend: whatsappText
      ? (values) => {
          window.open(whatsappLink(whatsappText(values)), '_blank', 'noopener,noreferrer');
        }
      : undefined,
    onCreated: () => {
      window.alert(successMessage);
      onSubmitted?.();
    },
    failureMessage,
    sentLaterMessage: () => successMessage,
    onKept: onSubmitted,
    resume,
  });

  const field = (name: EnquiryField) => {
    const { value, onChange, error } = form.fieldProps(name, '', false);
    return { value, onChange, error };
  };
  return (
    <EnquiryFormView
      setup={setup}
      notice={notice.node}
      binding={{
        field,
        marketing: {
          checked: form.values.marketing === MARKETING_TICKED,
          onChange: (ticked) => form.setValue('marketing', ticked ? MARKETING_TICKED : ''),
        },
        website: form.website,
        onWebsiteChange: form.setWebsite,
        pending: form.pending,
        formProps: form.formProps('/enquiry/submit'),
      }}
    />
  );
}
