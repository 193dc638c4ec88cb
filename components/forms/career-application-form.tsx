'use client';

import { visibleFieldErrors } from '@/lib/intake/forms/field-errors';
import { sentConsent } from '@/lib/intake/forms/form-consent';
import { MAX_ABOUT_LENGTH, MAX_NAME_LENGTH, type ApplicationField } from '@/lib/intake/forms/form-constants';
import { useState } from 'react';
import { FormField } from './form-field';
import { FormFooter } from './form-footer';
import styles from './forms.module.css';
import { useNotice } from './notice-context';
import { useSubmitForm } from './use-submit-form';

// zod loads with the first focus on the form, not with the page.
const loadApplicationSchema = () => import('@/lib/intake/forms/application-schema');

export const APPLICATION_SUCCESS = 'Application Submitted Successfully!';
export const APPLICATION_FAILURE = 'Failed to submit application.';

type Props = { department: string; position: string; onClose?: () => void };

const emptyValues: Record<ApplicationField, string> = { name: '', email: '', about: '' };
const personFields: readonly ApplicationField[] = ['name', 'email', 'about'];

export function CareerApplicationForm({ department, position, onClose }: Props) {
  const [submitted, setSubmitted] = useState(false);
  const { version: noticeVersion, node: notice } = useNotice('application');
  const form = useSubmitForm<ApplicationField>({
    initial: emptyValues,
    validate: async (values) =>
      visibleFieldErrors((await loadApplicationSchema()).applicationSchema, { ...values, department, position }, personFields),
    preloadValidation: loadApplicationSchema,
    url: '/api/careers',
    payload: (values, { fillMs, website }) => ({
      ...values,
      department,
      position,
      pagePath: window.location.pathname,
      consent: sentConsent(noticeVersion, undefined),
      website,
      fillMs,
    }),
    onCreated: () => setSubmitted(true),
    failureMessage: APPLICATION_FAILURE,
  });

  if (submitted) {
    return (
      <div className={styles.success} role="status">
        <p>
          <strong>{APPLICATION_SUCCESS}</strong>
        </p>
        <p>Thank you for applying. Our team will review your application and get in touch.</p>
        {onClose ? (
          <button type="button" className={styles.submit} onClick={onClose}>
            Close
          </button>
        ) : null}
      </div>
    );
  }

  const field = (name: ApplicationField) => form.fieldProps(name, `career-${name}`, true);

  return (
    <form className={styles.form} {...form.formProps('/enquiry/application')}>
      <input type="hidden" name="department" value={department} />
      <input type="hidden" name="position" value={position} />
      <FormField {...field('name')} label="Name" autoComplete="name" maxLength={MAX_NAME_LENGTH} />
      <FormField {...field('email')} label="Email" type="email" autoComplete="email" />
      <FormField {...field('about')} label="About yourself" multiline autoComplete="off" maxLength={MAX_ABOUT_LENGTH} />
      <FormFooter
        idPrefix="career"
        website={form.website}
        onWebsiteChange={form.setWebsite}
        pending={form.pending}
        label="Submit Application"
        pendingLabel="Submitting…"
        notice={notice}
      />
    </form>
  );
}
