import type { z } from 'zod';

/** A message per form field, by the field's name. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * What every staff action answers a form that stays on its page (a useActionState form): done, with a
 * notice, or refused, with what to say next to each field and above the form. `data` is what the form
 * shows besides (codes shown once, a preview), on success or failure alike.
 */
export type ActionResult<Data = never> =
  { ok: true; notice?: string; data?: Data } | { ok: false; fieldErrors: FieldErrors; formError?: string; data?: Data };

/** A refusal before the body runs: the schema's first message for each field, and for the form as a whole. */
export type InputRefusal = { ok: false; fieldErrors: FieldErrors; formError?: string };

/**
 * The schema's issues as a refusal: the first message for each field, to show next to it; an issue about
 * no one field (the form as a whole) is the form's error.
 */
export function inputRefusal(error: z.ZodError): InputRefusal {
  const fieldErrors: FieldErrors = {};
  let formError: string | undefined;
  for (const issue of error.issues) {
    if (issue.path.length === 0) formError ??= issue.message;
    else fieldErrors[String(issue.path[0])] ??= issue.message;
  }
  return { ok: false, fieldErrors, ...(formError !== undefined && { formError }) };
}

/** A refusal the action's body decides (the database says no), worded for the form or for one field. */
export function refused(formError: string, fieldErrors: FieldErrors = {}): InputRefusal & { formError: string } {
  return { ok: false, fieldErrors, formError };
}

/** The message for one field of a refused form, if it has one. */
export function fieldError(result: ActionResult<unknown> | null | undefined, field: string): string | undefined {
  return result && !result.ok ? result.fieldErrors[field] : undefined;
}
