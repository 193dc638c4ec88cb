import 'server-only';
import { z } from 'zod';
import { commonPasswords } from '@/lib/content/common-passwords';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

export const passwordPolicyMessages = {
  short: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  long: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
  common: 'That password is one of the 10,000 most common: choose another.',
} as const;

/**
 * A password staff may choose, wherever it is set (invitation, reset, change, `npm run staff:add`):
 * long enough to resist guessing, and not on the list of passwords every guesser tries first.
 */
export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, passwordPolicyMessages.short)
  .max(MAX_PASSWORD_LENGTH, passwordPolicyMessages.long)
  .refine((password) => !commonPasswords().has(password.toLowerCase()), passwordPolicyMessages.common);

