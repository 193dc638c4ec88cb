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

/** Messages for the fields a person can see; empty when the body is valid. */
export function visibleFieldErrors(schema: z.ZodType, body: unknown, fields: readonly string[]): FieldErrors {
  const parsed = schema.safeParse(body);
  if (parsed.success) return {};
  const errors = fieldErrorsOf(parsed.error);
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));
}
