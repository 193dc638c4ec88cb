import '@/lib/platform/validation/jitless';

import { site } from '@/lib/site/config';
import { commonPasswords } from '@/lib/site/content/common-passwords';
import 'server-only';
import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

// Words of this many letters or more count; shorter ones ("Li", "Om") turn up inside too many good passwords.
const MIN_WORD = 3;

/** The words of a name or address of MIN_WORD letters or more, lower-case: "Asha D'Souza" gives asha, souza. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= MIN_WORD);

const siteWords = wordsOf(site.name);

export const passwordPolicyMessages = {
  short: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  long: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
  common: 'That password is one of the 10,000 most common: choose another.',
  email: 'Your password must not contain your e-mail address or the part before the @: choose another.',
  name: 'Your password must not contain your name: choose another.',
  site: `Your password must not contain the name ${site.name}: choose another.`,
} as const;

/** Whose password it is: the words a guesser who knows the person and the site tries first (ASVS 6.2.11). */
export type PasswordContext = { email: string; name?: string };

/** Which of the person's or the site's words the password contains, in any case, if any. */
export function passwordContextIssue(password: string, { email, name }: PasswordContext): 'email' | 'name' | 'site' | undefined {
  const typed = password.toLowerCase();
  const localPart = email.trim().toLowerCase().split('@')[0] ?? '';
  const emailWords = [...(localPart.length >= MIN_WORD ? [localPart] : []), ...wordsOf(localPart)];
  if (emailWords.some((word) => typed.includes(word))) return 'email';
  if (wordsOf(name ?? '').some((word) => typed.includes(word))) return 'name';
  if (siteWords.some((word) => typed.includes(word))) return 'site';
  return undefined;
}

/**
 * A password staff may choose, wherever it is set (invitation, reset, change, `npm run staff:add`):
 * long enough to resist guessing, and not on the list of passwords every guesser tries first.
 */
export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, passwordPolicyMessages.short)
  .max(MAX_PASSWORD_LENGTH, passwordPolicyMessages.long)
  .refine((password) => !commonPasswords().has(password.toLowerCase()), passwordPolicyMessages.common);

/** newPasswordSchema for one person: nor may it contain their e-mail's name part, their name, or the site's name. */
export function newPasswordSchemaFor(context: PasswordContext) {
  return newPasswordSchema.superRefine((password, issues) => {
    const issue = passwordContextIssue(password, context);
    if (issue) issues.addIssue({ code: 'custom', message: passwordPolicyMessages[issue] });
  });
}
