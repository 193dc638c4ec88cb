import 'server-only';
import { MAX_PASSWORD_LENGTH, newPasswordSchemaFor, passwordPolicyMessages, type PasswordContext } from './password-policy';

export const newPasswordErrors = {
  ...passwordPolicyMessages,
  mismatch: 'The two passwords differ: type the same new password twice.',
} as const;
export type NewPasswordError = keyof typeof newPasswordErrors;

const codeOf: Record<string, NewPasswordError> = Object.fromEntries(
  Object.entries(passwordPolicyMessages).map(([code, message]) => [message, code as NewPasswordError]),
);

const field = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_PASSWORD_LENGTH + 1) : '');

/** A form's new password (`password`, typed again as `confirm`) for the person in `context`, or what is wrong with it. */
export function readNewPassword(
  form: Record<string, unknown>,
  context: PasswordContext,
): { ok: true; password: string } | { ok: false; error: NewPasswordError } {
  const password = field(form.password);
  const parsed = newPasswordSchemaFor(context).safeParse(password);
  if (!parsed.success) return { ok: false, error: codeOf[parsed.error.issues[0]?.message ?? ''] ?? 'short' };
  if (field(form.confirm) !== password) return { ok: false, error: 'mismatch' };
  return { ok: true, password };
}
