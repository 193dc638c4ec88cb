/**
 * The fields of a form whose value the visitor changed from the one the server rendered (a ticked box counts as
 * its value, an unticked one as ''). React does not hear of what was typed or ticked before it owned a form.
 */
export function typedValues<F extends string>(form: HTMLFormElement | null, fields: readonly F[]): Partial<Record<F, string>> {
  const typed: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const control = form?.elements.namedItem(field);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked !== control.defaultChecked) typed[field] = control.checked ? control.value : '';
    } else if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.value !== control.defaultValue) {
      typed[field] = control.value;
    }
  }
  return typed;
}

/** Where a visitor was in a server-rendered form when React put its own in its place (enquiry-form-takeover.tsx). */
export type FormResume = {
  /** Typed values, the honeypot's `website` among them. */
  values: Record<string, string>;
  /** When the visitor could start filling it in (the send's fillMs counts from there). */
  startedAt: number;
};

/** The id of an enquiry form's <form>, by which the plain one the server rendered is found. */
export const enquiryFormId = (idPrefix: string) => `${idPrefix}-form`;

/** What the visitor did in the plain form while its code came: when it could first be used, a send, a word being composed. */
export type PlainFormState = { startedAt: number; send: boolean; composing: boolean };
