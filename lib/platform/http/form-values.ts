import { z } from 'zod';

/** One field as a form posts it: text, a file, or every value of a name posted more than once. */
export type FormValue = string | File | (string | File)[];
export type FormValues = Record<string, FormValue>;

// The hidden fields Next.js adds to a form posted before its JavaScript runs, naming the action.
const frameworkField = /^\$ACTION/;

/**
 * The one reader of a posted form: every field by name, in the order posted. A name posted once
 * (a text field, a ticked checkbox) is its value; a name posted more than once (checkboxes of one
 * group, a multiple select) is the list of its values. A file input left empty posts a nameless
 * empty file, which is left out as if nothing was sent.
 */
export function formValues(form: FormData): FormValues {
  const values = new Map<string, FormValue>();
  for (const [name, value] of form.entries()) {
    if (frameworkField.test(name)) continue;
    if (value instanceof File && value.size === 0 && value.name === '') continue;
    const before = values.get(name);
    values.set(name, before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value]);
  }
  return Object.fromEntries(values);
}

/**
 * A posted form's body read by a route handler (a server action gets the FormData from Next), as formValues reads it;
 * null when it is not a form this content type describes.
 */
export async function postedFormValues(body: Uint8Array, contentType: string): Promise<FormValues | null> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData().catch(() => null);
  return form ? formValues(form) : null;
}

/** A field that may be posted any number of times (a checkbox group), always as a list: none posted is `[]`. */
export function formList<Item extends z.ZodType>(item: Item) {
  return z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(item));
}

/** Any one posted value, as the schema of a form whose fields are checked further down (e.g. against the database). */
export const formValue = z.union([z.string(), z.instanceof(File), z.array(z.union([z.string(), z.instanceof(File)]))]);

/** A text field whose rules the code it goes to checks (with what only it knows, such as the account's name); absent is undefined. */
export const formText = z.string().optional();
