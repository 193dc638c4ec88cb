'use client';

import { apiUrl } from '@/lib/enquiry/api-url';
import { fieldErrorsOf, type FieldErrors } from '@/lib/enquiry/field-errors';
import {
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  enquirySchema,
  requiredFields,
  type EnquiryField,
  type EnquirySource,
} from '@/lib/enquiry/schema';
import { whatsappLink } from '@/lib/site';
import { ConsentNotice } from './consent-notice';
import { FormField } from './form-field';
import { HoneypotField } from './honeypot-field';
import { useSubmitForm } from './use-submit-form';
import styles from './forms.module.css';

export type ProjectRef = { developer: string; id: string; name: string };
export type EnquiryValues = Record<EnquiryField, string>;

export const ENQUIRY_SUCCESS = 'Enquiry submitted successfully!';
export const ENQUIRY_FAILURE = 'Failed to submit enquiry.';

type Props = {
  source: EnquirySource;
  idPrefix: string;
  project?: ProjectRef;
  successMessage?: string;
  failureMessage?: string;
  onSubmitted?: () => void;
  submitLabel?: string;
  heading?: string;
  /** Builds the WhatsApp text opened alongside storing the enquiry (home popup, no-results form). */
  whatsappText?: (values: EnquiryValues) => string;
};

const emptyValues: EnquiryValues = { name: '', phone: '', email: '', message: '' };
const personFields: readonly string[] = ['name', 'phone', 'email', 'message'];

function validate(values: EnquiryValues, source: EnquirySource): FieldErrors {
  const parsed = enquirySchema.safeParse({ ...values, source });
  if (parsed.success) return {};
  const errors = fieldErrorsOf(parsed.error);
  return Object.fromEntries(Object.entries(errors).filter(([field]) => personFields.includes(field)));
}

/**
 * The enquiry form used in the footer, the floating widget, dialogs and project pages. Without
 * JavaScript it posts to /enquiry/submit; with it, it sends JSON to the enquiry API.
 */
export function EnquiryForm({
  source,
  idPrefix,
  project,
  successMessage = ENQUIRY_SUCCESS,
  failureMessage = ENQUIRY_FAILURE,
  onSubmitted,
  submitLabel = 'Submit',
  heading,
  whatsappText,
}: Props) {
  const form = useSubmitForm<EnquiryField>({
    initial: emptyValues,
    validate: (values) => validate(values, source),
    url: apiUrl('/api/enquiry'),
    payload: (values, { startedAt, website }) => ({
      ...values,
      source,
      pagePath: window.location.pathname,
      projectId: project?.id,
      projectDeveloper: project?.developer,
      projectName: project?.name,
      consent: true,
      website,
      startedAt,
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
  });

  const required = requiredFields(source);
  const id = (field: string) => `${idPrefix}-${field}`;
  const field = (name: EnquiryField) => ({
    id: id(name),
    name,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    required: required.includes(name),
    error: form.errors[name],
  });

  const nameField = (
    <FormField {...field('name')} label="Name" autoComplete="name" maxLength={MAX_NAME_LENGTH} />
  );
  const phoneField = <FormField {...field('phone')} label="Phone" type="tel" autoComplete="tel" />;
  const emailField = <FormField {...field('email')} label="Email" type="email" autoComplete="email" />;

  return (
    <form
      className={styles.form}
      method="post"
      action="/enquiry/submit"
      noValidate={form.enhanced}
      onSubmit={form.onSubmit}
      aria-labelledby={heading ? id('heading') : undefined}
    >
      {heading ? (
        <h3 id={id('heading')} className={styles.heading}>
          {heading}
        </h3>
      ) : null}
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="consent" value="true" />
      {project ? (
        <>
          <input type="hidden" name="projectId" value={project.id} />
          <input type="hidden" name="projectDeveloper" value={project.developer} />
          <input type="hidden" name="projectName" value={project.name} />
        </>
      ) : null}
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
      <FormField
        {...field('message')}
        label="Message"
        multiline
        autoComplete="off"
        maxLength={MAX_MESSAGE_LENGTH}
      />
      <HoneypotField id={id('website')} value={form.website} onChange={form.setWebsite} />
      <ConsentNotice />
      <button type="submit" className={styles.submit} disabled={form.pending} aria-busy={form.pending}>
        {form.pending ? 'Sending…' : submitLabel}
      </button>
    </form>
  );
}
