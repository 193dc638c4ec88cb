import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each top-level field, in the order zod reported them. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    const key = typeof field === 'string' && field !== '' ? field : 'body';
    if (!Object.hasOwn(errors, key)) errors[key] = issue.message;
  }
  return errors;
}
