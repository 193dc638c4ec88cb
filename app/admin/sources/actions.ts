'use server';

import '@/lib/platform/validation/jitless';

import type { NewKeyState } from '@/components/admin/sources/new-key-form';
import type { SettingsFormState } from '@/components/admin/sources/settings-form';
import { apiKeyNameProblem, createApiKey, revokeApiKey } from '@/lib/intake/sources/api-keys';
import { retryEvent } from '@/lib/intake/sources/events';
import { mailboxInput, mailboxUrl } from '@/lib/intake/sources/portal-mail/mailbox-url';
import { dismissUnreadableMail, retryUnreadableMail } from '@/lib/intake/sources/portal-mail/staff';
import { testMailboxConnection } from '@/lib/intake/sources/portal-mail/test-connection';
import { saveSourceSettings, sourceSettingNames, sourceSettings, type SourceSettingName } from '@/lib/intake/sources/settings';
import { wakeIntake } from '@/lib/intake/sources/wake';
import { staffAction } from '@/lib/office/staff/staff-action';
import { renderingClientAddress } from '@/lib/platform/http/client-address';
import { redirect } from 'next/navigation';
import { z } from 'zod';

/** "Make a key": the key is in this action's answer only, shown once; only its hash is kept. */
export const createApiKeyAction = staffAction(
  { role: 'admin' },
  async (admin, _previous: NewKeyState, formData: FormData): Promise<NewKeyState> => {
    const name = String(formData.get('name') ?? '')
      .trim()
      .toLowerCase();
    const problem = apiKeyNameProblem(name);
    if (problem) return { error: problem, name };
    const { key } = await createApiKey(name, admin.id);
    return { key, name };
  },
);

const rowId = z.object({ id: z.string().trim().min(1).max(64) });

/** A key's Revoke button: refused from the next request on. */
export const revokeApiKeyAction = staffAction({ role: 'admin' }, async (_admin, formData: FormData): Promise<void> => {
  const parsed = rowId.safeParse(Object.fromEntries(formData));
  const done = parsed.success && (await revokeApiKey(parsed.data.id));
  redirect(done ? '/admin/sources?done=revoked' : '/admin/sources?error=missing');
});

/** A failed fetch's "Try again": due now, with three more days of retries. */
export const retryEventAction = staffAction({ role: 'admin' }, async (_admin, formData: FormData): Promise<void> => {
  const parsed = rowId.safeParse(Object.fromEntries(formData));
  const done = parsed.success && (await retryEvent(parsed.data.id));
  if (done) wakeIntake();
  redirect(done ? '/admin/sources?done=retried' : '/admin/sources?error=missing');
});

/** A "could not read" mail's "Try again", after a parser was fixed or added: its lead is stored once, or it stays with the new reason. */
export const retryUnreadableMailAction = staffAction({ role: 'admin' }, async (_admin, formData: FormData): Promise<void> => {
  const parsed = rowId.safeParse(Object.fromEntries(formData));
  const outcome = parsed.success ? await retryUnreadableMail(parsed.data.id) : { kind: 'not-found' as const };
  if (outcome.kind === 'not-found') redirect('/admin/sources?error=missing');
  redirect(outcome.kind === 'stored' ? '/admin/sources?done=mail-stored' : '/admin/sources?done=mail-unreadable');
});

/** A "could not read" mail that is no lead (a newsletter, a portal's notice): off the list, its content forgotten. */
export const dismissUnreadableMailAction = staffAction({ role: 'admin' }, async (_admin, formData: FormData): Promise<void> => {
  const parsed = rowId.safeParse(Object.fromEntries(formData));
  const done = parsed.success && (await dismissUnreadableMail(parsed.data.id));
  redirect(done ? '/admin/sources?done=mail-dismissed' : '/admin/sources?error=missing');
});

const settingsInput = z.object(Object.fromEntries(sourceSettingNames.map((name) => [name, z.string().max(4000).optional()])));

/** Meta's and Google's settings as entered: an empty field keeps what is saved; each change sealed and logged. */
export const saveSourceSettingsAction = staffAction(
  { role: 'admin' },
  async (admin, _previous: SettingsFormState, formData: FormData): Promise<SettingsFormState> => {
    const parsed = settingsInput.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return { problems: { form: 'A setting is too long.' } };
    const values = Object.fromEntries(Object.entries(parsed.data).filter(([name]) => name !== 'PORTAL_IMAP_URL')) as Partial<
      Record<SourceSettingName, string>
    >;
    const outcome = await saveSourceSettings(values, { actorId: admin.id, address: await renderingClientAddress() });
    if (!outcome.ok) return { problems: outcome.problems };
    return {
      saved:
        outcome.saved.length === 0
          ? 'Nothing entered: nothing changed.'
          : `Saved: ${outcome.saved.join(', ')}. Every instance takes it within seconds.`,
    };
  },
);

const mailboxProblems = (formData: FormData) => {
  const parsed = mailboxInput.safeParse(Object.fromEntries(formData));
  if (parsed.success) return { url: mailboxUrl(parsed.data) };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
  return { problems };
};

/** The portal mailbox: address, user and password together, saved as PORTAL_IMAP_URL (sealed, logged). */
export const saveMailboxAction = staffAction(
  { role: 'admin' },
  async (admin, _previous: SettingsFormState, formData: FormData): Promise<SettingsFormState> => {
    const entered = mailboxProblems(formData);
    if (!entered.url) return { problems: entered.problems };
    const outcome = await saveSourceSettings(
      { PORTAL_IMAP_URL: entered.url },
      { actorId: admin.id, address: await renderingClientAddress() },
    );
    if (!outcome.ok) return { problems: { address: outcome.problems.PORTAL_IMAP_URL ?? 'is not valid' } };
    return { saved: 'Mailbox saved: it is read at the next run, on whichever instance takes it.' };
  },
);

/** "Test connection": the mailbox as entered, or else as set now, signed in to and left; says what failed. */
export const testMailboxAction = staffAction(
  { role: 'admin' },
  async (_admin, _previous: SettingsFormState, formData: FormData): Promise<SettingsFormState> => {
    const typed = ['address', 'user', 'password'].some((field) => String(formData.get(field) ?? '') !== '');
    const entered = typed ? mailboxProblems(formData) : { url: (await sourceSettings()).PORTAL_IMAP_URL };
    if ('problems' in entered) return { problems: entered.problems };
    if (!entered.url) return { checked: { ok: false, message: 'No mailbox is set: enter its address, user and password.' } };
    const check = await testMailboxConnection(entered.url);
    return { checked: { ok: check.ok, message: check.message } };
  },
);
