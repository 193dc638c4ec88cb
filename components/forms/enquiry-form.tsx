'use client';

import { visibleFieldErrors } from '@/lib/intake/forms/field-errors';
import { MARKETING_TICKED, sentConsent } from '@/lib/intake/forms/form-consent';
import {
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  requiredFields,
  type EnquiryField,
  type EnquiryIntent,
  type EnquirySource,
} from '@/lib/intake/forms/form-constants';
import { whatsappLink } from '@/lib/site/config';
import { FormField } from './form-field';
import { FormFooter } from './form-footer';
import styles from './forms.module.css';
import { MarketingConsentField } from './marketing-consent-field';
import { useNotice } from './notice-context';
import { useSubmitForm } from './use-submit-form';

export type ProjectRef = { developer: string; id: string; name: string };
export type EnquiryValues = Record<EnquiryField, string>;
/** What the enquiry is about, stored with it: the hero's intent, a locality guide's or city page's place. */
export type EnquiryContext = { intent?: EnquiryIntent; locality?: string; city?: string };

export const ENQUIRY_SUCCESS = 'Enquiry submitted successfully!';
export const ENQUIRY_FAILURE = 'Failed to submit enquiry.';

type Props = {
  source: EnquirySource;
  idPrefix: string;
  project?: ProjectRef;
  /** Every project of a 'Send my shortlist' enquiry. */
  shortlist?: ProjectRef[];
  context?: EnquiryContext;
  successMessage?: string;
  failureMessage?: string;
  onSubmitted?: () => void;
  submitLabel?: string;
  heading?: string;
  /** Builds the WhatsApp text opened alongside storing the enquiry (home popup, no-results form). */
  whatsappText?: (values: EnquiryValues) => string;
  /** The background the form sits on; the footer's is dark. */
  tone?: 'light' | 'dark';
};

// zod loads with the first focus on a form, not with the page.
const loadEnquirySchema = () => import('@/lib/intake/forms/enquiry-schema');

const emptyValues: EnquiryValues = { name: '', phone: '', email: '', message: '' };
const personFields: readonly EnquiryField[] = ['name', 'phone', 'email', 'message'];

/**
 * The enquiry form used in the footer, the floating widget, dialogs and project pages. Without
 * JavaScript it posts to /enquiry/submit; with it, it sends JSON to the enquiry API.
 */
export function EnquiryForm({
  source,
  idPrefix,
  project,
  shortlist,
  context = {},
  successMessage = ENQUIRY_SUCCESS,
  failureMessage = ENQUIRY_FAILURE,
  onSubmitted,
  submitLabel = 'Submit',
  heading,
  whatsappText,
  tone = source === 'footer' ? 'dark' : 'light',
}: Props) {
  const noticeVersion = useNotice('enquiry').version;
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
      consent: sentConsent(noticeVersion, marketing),
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
  });

  const required = requiredFields(source);
  const id = (field: string) => `${idPrefix}-${field}`;
  const field = (name: EnquiryField) => form.fieldProps(name, id(name), required.includes(name));

  const nameField = <FormField {...field('name')} label="Name" autoComplete="name" maxLength={MAX_NAME_LENGTH} />;
  const phoneField = <FormField {...field('phone')} label="Phone" type="tel" autoComplete="tel" />;
  const emailField = <FormField {...field('email')} label="Email" type="email" autoComplete="email" />;

  return (
    <form
      className={styles.form}
      data-tone={tone}
      {...form.formProps('/enquiry/submit')}
      aria-labelledby={heading ? id('heading') : undefined}
    >
      {heading ? (
        <h3 id={id('heading')} className={styles.heading}>
          {heading}
        </h3>
      ) : null}
      <input type="hidden" name="source" value={source} />
      {project ? (
        <>
          <input type="hidden" name="projectId" value={project.id} />
          <input type="hidden" name="projectDeveloper" value={project.developer} />
          <input type="hidden" name="projectName" value={project.name} />
        </>
      ) : null}
      {shortlist ? <input type="hidden" name="shortlist" value={JSON.stringify(shortlist)} /> : null}
      {Object.entries(context).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      {nameField}
      {source === 'contact-page' ? (
        <>
          {emailField}
          {phoneField}
        </>
      ) : (
        <>
          {phoneField}
          {emailField}
        </>
      )}
      <FormField {...field('message')} label="Message" multiline autoComplete="off" maxLength={MAX_MESSAGE_LENGTH} />
      <MarketingConsentField
        id={id('marketing')}
        checked={form.values.marketing === MARKETING_TICKED}
        onChange={(ticked) => form.setValue('marketing', ticked ? MARKETING_TICKED : '')}
      />
      <FormFooter
        idPrefix={idPrefix}
        website={form.website}
        onWebsiteChange={form.setWebsite}
        pending={form.pending}
        label={submitLabel}
        pendingLabel="Sending…"
      />
    </form>
  );
}
