'use client';

import { useHydrated } from '@/components/ui/use-hydrated';
import { visibleFieldErrors } from '@/lib/intake/forms/field-errors';
import { MARKETING_TICKED, sentConsent } from '@/lib/intake/forms/form-consent';
import { MAX_NAME_LENGTH } from '@/lib/intake/forms/form-constants';
import { MAX_VISITORS, visitSlotLabels, visitSlots } from '@/lib/site/visits/slots';
import { visitWindow } from '@/lib/site/visits/visit-window';
import { useRef, useState } from 'react';
import type { ProjectRef } from './enquiry-form';
import { FormField } from './form-field';
import { FormFooter } from './form-footer';
import type { FormResume } from './form-handover';
import styles from './forms.module.css';
import { MarketingConsentField } from './marketing-consent-field';
import { useNotice } from './notice-context';
import { useSubmitForm } from './use-submit-form';

type VisitField = 'visitDate' | 'visitSlot' | 'visitors' | 'name' | 'phone' | 'email' | 'marketing';

const loadEnquirySchema = () => import('@/lib/intake/forms/enquiry-schema');
const emptyValues: Record<VisitField, string> = {
  visitDate: '',
  visitSlot: '',
  visitors: '1',
  name: '',
  phone: '',
  email: '',
  marketing: '',
};
const visibleFields: readonly VisitField[] = ['visitDate', 'visitSlot', 'visitors', 'name', 'phone', 'email'];
const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const fixed = { source: 'site-visit', intent: 'site-visit' } as const;

/**
 * "Book a site visit" on a project page: a day from tomorrow to 60 days ahead, a part of the day,
 * the buyer's details and party size. Without JavaScript it posts to /enquiry/submit like every form.
 */
export function SiteVisitForm({
  project,
  idPrefix = 'site-visit',
  resume,
}: {
  project: ProjectRef;
  idPrefix?: string;
  /** What the visitor did in the server's plain form this one replaces (components/project/site-visit-takeover.tsx). */
  resume?: FormResume;
}) {
  const enhanced = useHydrated();
  const [booked, setBooked] = useState<string | null>(null);
  const sent = useRef<Record<VisitField, string>>(emptyValues);
  const confirmation = ({ visitDate, visitSlot }: Record<VisitField, string>) => {
    const slot = visitSlots.find((known) => known === visitSlot);
    return `Thank you! Your visit to ${project.name} on ${dayFormat.format(new Date(`${visitDate}T00:00:00Z`))}, ${slot ? visitSlotLabels[slot].toLowerCase() : ''}, is requested. An advisor will call you to confirm.`;
  };
  const { version: noticeVersion, node: notice } = useNotice('enquiry');
  const form = useSubmitForm<VisitField>({
    initial: emptyValues,
    resume,
    validate: async (values) =>
      visibleFieldErrors((await loadEnquirySchema()).enquirySchema, { ...values, ...projectFields(project), ...fixed }, visibleFields),
    preloadValidation: loadEnquirySchema,
    url: '/api/enquiry',
    payload: ({ marketing, ...values }, { fillMs, website }) => ({
      ...values,
      ...fixed,
      ...projectFields(project),
      pagePath: window.location.pathname,
      consent: sentConsent(noticeVersion, marketing),
      website,
      fillMs,
    }),
    beforeSend: (values) => {
      sent.current = values;
    },
    onCreated: () => setBooked(confirmation(sent.current)),
    failureMessage: 'Failed to submit enquiry.',
    sentLaterMessage: confirmation,
  });
  // Set in the browser, not in the page built weeks ago: the server checks the same window anyway.
  const bookable = enhanced ? visitWindow() : undefined;
  const id = (field: string) => `${idPrefix}-${field}`;
  const date = form.fieldProps('visitDate', id('date'), true);
  const slot = form.fieldProps('visitSlot', id('slot'), true);
  const visitors = form.fieldProps('visitors', id('visitors'), true);

  return (
    <form className={styles.form} {...form.formProps('/enquiry/submit')} aria-labelledby={id('heading')}>
      <h3 id={id('heading')} className={styles.heading} tabIndex={-1}>
        Book a site visit
      </h3>
      <input type="hidden" name="source" value={fixed.source} />
      <input type="hidden" name="intent" value={fixed.intent} />
      <input type="hidden" name="projectId" value={project.id} />
      <input type="hidden" name="projectDeveloper" value={project.developer} />
      <input type="hidden" name="projectName" value={project.name} />
      <div className={styles.field}>
        <label htmlFor={date.id} className={styles.label}>
          Preferred date
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <input
          id={date.id}
          name={date.name}
          type="date"
          className={styles.input}
          required
          min={bookable?.first}
          max={bookable?.last}
          value={date.value}
          onChange={(event) => date.onChange(event.target.value)}
          aria-invalid={date.error ? true : undefined}
          aria-describedby={date.error ? `${date.id}-error` : `${date.id}-hint`}
        />
        <p id={`${date.id}-hint`} className={styles.hint}>
          From tomorrow up to 60 days ahead.
        </p>
        {date.error ? (
          <p id={`${date.id}-error`} className={styles.error}>
            {date.error}
          </p>
        ) : null}
      </div>
      <fieldset className={styles.choices} aria-describedby={slot.error ? `${slot.id}-error` : undefined}>
        <legend className={styles.label}>
          Time slot
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {visitSlots.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name={slot.name}
              value={value}
              required
              checked={slot.value === value}
              onChange={() => slot.onChange(value)}
            />
            {visitSlotLabels[value]}
          </label>
        ))}
        {slot.error ? (
          <p id={`${slot.id}-error`} className={styles.error}>
            {slot.error}
          </p>
        ) : null}
      </fieldset>
      <FormField {...form.fieldProps('name', id('name'), true)} label="Name" autoComplete="name" maxLength={MAX_NAME_LENGTH} />
      <FormField {...form.fieldProps('phone', id('phone'), true)} label="Phone" type="tel" autoComplete="tel" />
      <FormField {...form.fieldProps('email', id('email'), false)} label="Email" type="email" autoComplete="email" />
      <div className={styles.field}>
        <label htmlFor={visitors.id} className={styles.label}>
          Number of visitors
        </label>
        <input
          id={visitors.id}
          name={visitors.name}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_VISITORS}
          className={styles.input}
          value={visitors.value}
          onChange={(event) => visitors.onChange(event.target.value)}
          aria-invalid={visitors.error ? true : undefined}
          aria-describedby={visitors.error ? `${visitors.id}-error` : undefined}
        />
        {visitors.error ? (
          <p id={`${visitors.id}-error`} className={styles.error}>
            {visitors.error}
          </p>
        ) : null}
      </div>
      <MarketingConsentField
        id={id('marketing')}
        checked={form.values.marketing === MARKETING_TICKED}
        onChange={(ticked) => form.setValue('marketing', ticked ? MARKETING_TICKED : '')}
      />
      <FormFooter
        idPrefix={idPrefix}
        notice={notice}
        website={form.website}
        onWebsiteChange={form.setWebsite}
        pending={form.pending}
        label="Request a visit"
        pendingLabel="Sending…"
      />
      <p role="status" className={booked ? styles.success : undefined}>
        {booked}
      </p>
    </form>
  );
}

function projectFields(project: ProjectRef) {
  return { projectId: project.id, projectDeveloper: project.developer, projectName: project.name };
}
