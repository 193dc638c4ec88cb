'use client';

import { useHydrated } from '@/components/ui/use-hydrated';
import { withKeptAttribution } from '@/lib/intake/attribution/kept';
import type { FieldErrors } from '@/lib/intake/forms/field-errors';
import { offlineMessages } from '@/lib/site/offline/messages';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FormResume } from './form-handover';
import { postJson } from './post-json';
import { typedValues } from './typed-values';

// Keeping an enquiry for later (IndexedDB, Background Sync) is code for a failed send only: it loads with the
// first focus on a form, beside the validation, so it is here when the connection is not, and stays out of
// every page's first-load JavaScript.
const loadWaitingEnquiries = () => import('@/components/offline/waiting-enquiries');

export const unexpectedStatusMessage = (status: number) => `Unexpected response status: ${status}`;

type Options<F extends string> = {
  initial: Record<F, string>;
  /** Field messages for the current values; an empty object means the values may be sent. */
  validate: (values: Record<F, string>) => FieldErrors | Promise<FieldErrors>;
  /** Starts loading what `validate` needs, so that it is ready by the time the visitor submits. */
  preloadValidation?: () => unknown;
  url: string;
  payload: (values: Record<F, string>, context: { fillMs: number; website: string }) => unknown;
  /** Runs inside the click, before the request, so browsers allow it to open a window. */
  beforeSend?: (values: Record<F, string>) => void;
  onCreated: () => void;
  failureMessage: string;
  /**
   * For endpoints that honour the Idempotency-Key: a send that finds no network is kept on the device and
   * sent when the connection returns, and this message (the form's own success message) is shown then.
   */
  sentLaterMessage?: (values: Record<F, string>) => string;
  /** After an enquiry was kept for later, as after a success (say, to close a dialog). */
  onKept?: () => void;
  /** What the visitor did in the server's plain form this one replaces (enquiry-form-takeover.tsx). */
  resume?: FormResume;
};

/** The values of `from` for the fields of `fields`. */
function pick<F extends string>(from: Record<string, string>, fields: Record<F, string>): Partial<Record<F, string>> {
  const picked: Partial<Record<F, string>> = {};
  for (const field of Object.keys(fields) as F[]) if (typeof from[field] === 'string') picked[field] = from[field];
  return picked;
}

/**
 * State and submit flow shared by every form: client validation with the shared schema, one
 * request at a time, and the alerts of the error catalogue for the outcome.
 */
export function useSubmitForm<F extends string>(options: Options<F>) {
  const { resume } = options;
  const [values, setValues] = useState(() => (resume ? { ...options.initial, ...pick(resume.values, options.initial) } : options.initial));
  const [website, setWebsite] = useState(resume?.values.website ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const enhanced = useHydrated();
  const inFlight = useRef(false);
  const startedAt = useRef(0);
  const attempt = useRef<{ values: string; key: string | undefined; payload: unknown } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    startedAt.current = resume?.startedAt ?? Date.now();
    // What a visitor typed or ticked before hydration stays in the fields, but React does not replay those changes
    // into state: without this the form would send (or reject as missing) values the visitor can see.
    const typed = typedValues(formRef.current, Object.keys(options.initial) as F[]);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    const honeypot = formRef.current?.elements.namedItem('website');
    if (honeypot instanceof HTMLInputElement && honeypot.value) setWebsite(honeypot.value);
    // Once, at hydration: later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** A fresh, empty form, whose next send is a new request with a new key. */
  function startOver() {
    attempt.current = null;
    setValues(options.initial);
    setWebsite('');
    startedAt.current = Date.now();
  }

  function setValue(field: F, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const form = event.currentTarget;
    try {
      // If the validator cannot be loaded (a flaky connection), the server still validates: send anyway.
      const found = await Promise.resolve()
        .then(() => options.validate(values))
        .catch((error: unknown): FieldErrors => {
          console.error('Client-side validation unavailable', error);
          return {};
        });
      const invalid = Object.keys(found).filter((field) => found[field]);
      setErrors(found);
      if (invalid.length > 0) {
        const first = form.elements.namedItem(invalid[0] ?? '');
        if (first instanceof HTMLElement) first.focus();
        return;
      }
      setPending(true);
      options.beforeSend?.(values);
      // Sending the same values again after a failure resends the very same request under the same
      // Idempotency-Key: if the first one did arrive, the server answers with it and stores nothing new.
      const sent = JSON.stringify(values);
      if (attempt.current?.values !== sent) {
        attempt.current = {
          values: sent,
          key: typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined,
          payload: withKeptAttribution(options.payload(values, { fillMs: Date.now() - startedAt.current, website })),
        };
      }
      const { key, payload } = attempt.current;
      const outcome = await postJson(options.url, payload, key ? { 'Idempotency-Key': key } : {});
      if (outcome.kind === 'network-error') {
        console.error('Enquiry request failed', outcome.error);
        const successMessage = options.sentLaterMessage?.(values);
        const waiting = await loadWaitingEnquiries().catch(() => null);
        // Without a key, a message for later or IndexedDB there is nothing to keep it in: the send simply failed.
        if (!key || !successMessage || !waiting?.hasIndexedDb()) {
          window.alert(options.failureMessage);
        } else if (await waiting.keepForLater({ key, url: options.url, payload, successMessage }).catch(() => false)) {
          startOver();
          window.alert(offlineMessages.enquiryQueued);
          options.onKept?.();
        } else {
          // Keeping it failed: what the visitor typed stays in the form for them to send again.
          window.alert(offlineMessages.enquiryNotKept);
        }
      } else if (outcome.status === 201) {
        startOver();
        options.onCreated();
      } else {
        window.alert(unexpectedStatusMessage(outcome.status));
      }
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  /** A preload that fails (offline, say) is tried again at the send, which sends without it if it must. */
  function preloadValidation() {
    void Promise.resolve()
      .then(options.preloadValidation)
      .catch(() => undefined);
    void loadWaitingEnquiries().catch(() => undefined);
  }

  /** Props for a FormField bound to one field of this form. */
  function fieldProps(field: F, id: string, required: boolean) {
    return {
      id,
      name: field,
      value: values[field],
      onChange: (value: string) => setValue(field, value),
      required,
      error: errors[field],
    };
  }

  /** Props for the <form>: a plain POST to `action` without JavaScript, JSON with it. */
  function formProps(action: string) {
    return { ref: formRef, method: 'post', action, noValidate: enhanced, onSubmit, onFocus: preloadValidation };
  }

  return { values, setValue, website, setWebsite, pending, fieldProps, formProps };
}
