import {
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  requiredFields,
  type EnquiryField,
  type EnquiryIntent,
  type EnquirySource,
} from '@/lib/intake/forms/form-constants';
import type { FormHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField } from './form-field';
import { FormFooter } from './form-footer';
import { enquiryFormId } from './form-handover';
import styles from './forms.module.css';
import { MarketingConsentField } from './marketing-consent-field';

export type ProjectRef = { developer: string; id: string; name: string };
/** What the enquiry is about, stored with it: the hero's intent, a locality guide's or city page's place. */
export type EnquiryContext = { intent?: EnquiryIntent; locality?: string; city?: string };

/** What an enquiry form is for and how it reads: plain data, the same whether the server or React renders it. */
export type EnquiryFormSetup = {
  source: EnquirySource;
  idPrefix: string;
  project?: ProjectRef;
  /** Every project of a 'Send my shortlist' enquiry. */
  shortlist?: ProjectRef[];
  context?: EnquiryContext;
  submitLabel?: string;
  heading?: string;
  /** The background the form sits on; the footer's is dark. */
  tone?: 'light' | 'dark';
};

type FieldState = { value: string; onChange: (value: string) => void; error?: string };

/** The form's state and handlers, from EnquiryForm (use-submit-form.ts); absent, the form is plain HTML. */
export type EnquiryFormBinding = {
  field: (name: EnquiryField) => FieldState;
  marketing: { checked: boolean; onChange: (ticked: boolean) => void };
  website: string;
  onWebsiteChange: (value: string) => void;
  pending: boolean;
  formProps: FormHTMLAttributes<HTMLFormElement> & { ref: Ref<HTMLFormElement> };
};

/**
 * The enquiry form's markup, for the footer, the floating widget, dialogs and project pages. Without `binding` it
 * is the server's plain HTML form, which posts to /enquiry/submit and is checked by the browser; EnquiryForm
 * renders the same markup bound to its state. One markup, so the one React puts in place of the server's
 * (enquiry-form-takeover.tsx) looks exactly the same.
 */
export function EnquiryFormView({
  setup: {
    source,
    idPrefix,
    project,
    shortlist,
    context = {},
    submitLabel = 'Submit',
    heading,
    tone = source === 'footer' ? 'dark' : 'light',
  },
  notice,
  binding,
}: {
  setup: EnquiryFormSetup;
  notice: ReactNode;
  binding?: EnquiryFormBinding;
}) {
  const required = requiredFields(source);
  const id = (field: string) => `${idPrefix}-${field}`;
  const field = (name: EnquiryField) => ({ id: id(name), name, required: required.includes(name), ...binding?.field(name) });

  const nameField = <FormField {...field('name')} label="Name" autoComplete="name" maxLength={MAX_NAME_LENGTH} />;
  const phoneField = <FormField {...field('phone')} label="Phone" type="tel" autoComplete="tel" />;
  const emailField = <FormField {...field('email')} label="Email" type="email" autoComplete="email" />;

  return (
    <form
      id={enquiryFormId(idPrefix)}
      className={styles.form}
      data-tone={tone}
      method="post"
      action="/enquiry/submit"
      {...binding?.formProps}
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
      <MarketingConsentField id={id('marketing')} {...binding?.marketing} />
      <FormFooter
        idPrefix={idPrefix}
        notice={notice}
        website={binding?.website}
        onWebsiteChange={binding?.onWebsiteChange}
        pending={binding?.pending}
        label={submitLabel}
        pendingLabel="Sending…"
      />
    </form>
  );
}
