'use server';

import '@/lib/platform/validation/jitless';

import { apiKeyNameProblem, createApiKey, revokeApiKey, type NewApiKey } from '@/lib/intake/sources/api-keys';
import { retryEvent } from '@/lib/intake/sources/events';
import { mailboxInput, mailboxUrl } from '@/lib/intake/sources/portal-mail/mailbox-url';
import { dismissUnreadableMail, retryUnreadableMail } from '@/lib/intake/sources/portal-mail/staff';
import { testMailboxConnection, type MailboxCheck } from '@/lib/intake/sources/portal-mail/test-connection';
import { saveSourceSettings, sourceSettingNames, sourceSettings, type SourceSettingName } from '@/lib/intake/sources/settings';
import { wakeIntake } from '@/lib/intake/sources/wake';
import { inputRefusal, refused, type ActionResult } from '@/lib/office/staff/action-result';
import { staffAction } from '@/lib/office/staff/staff-action';
import { renderingClientAddress } from '@/lib/platform/http/client-address';
import { formText } from '@/lib/platform/http/form-values';
import { z } from 'zod';

const keyName = z.object({
  name: formText.transform((name) => (name ?? '').trim().toLowerCase()),
});

/** "Make a key": the key is in this action's answer only, shown once; only its hash is kept. */
export const createApiKeyAction = staffAction(
  { role: 'admin', input: keyName },
  async (admin, { name }): Promise<ActionResult<NewApiKey>> => {
    const problem = apiKeyNameProblem(name);
    if (problem) return refused(problem);
    const { key } = await createApiKey(name, admin.id);
    return { ok: true, data: { key, name } };
  },
);

const rowId = z.object({ id: z.string().trim().min(1).max(64) });
const missing = refused('That key or event no longer exists.');
const SOURCES = '/admin/sources';
const doneOrMissing = (done: boolean, notice: string): ActionResult => (done ? { ok: true, notice } : missing);

/** A key's Revoke button: refused from the next request on. */
export const revokeApiKeyAction = staffAction(
  { role: 'admin', input: rowId, shownOn: SOURCES, refused: () => missing },
  async (_admin, { id }) => doneOrMissing(await revokeApiKey(id), 'Key revoked: it is refused from now on.'),
);

/** A failed fetch's "Try again": due now, with three more days of retries. */
export const retryEventAction = staffAction(
  { role: 'admin', input: rowId, shownOn: SOURCES, refused: () => missing },
  async (_admin, { id }) => {
    const done = await retryEvent(id);
    if (done) wakeIntake();
    return doneOrMissing(done, 'Trying again now.');
  },
);

/** A "could not read" mail's "Try again", after a parser was fixed or added: its lead is stored once, or it stays with the new reason. */
export const retryUnreadableMailAction = staffAction(
  { role: 'admin', input: rowId, shownOn: SOURCES, refused: () => missing },
  async (_admin, { id }): Promise<ActionResult> => {
    const outcome = await retryUnreadableMail(id);
    if (outcome.kind === 'not-found') return missing;
    return {
      ok: true,
      notice:
        outcome.kind === 'stored'
          ? 'The mail was read: its lead is on the desk.'
          : 'Still no parser reads that mail: its reason is updated below.',
    };
  },
);

/** A "could not read" mail that is no lead (a newsletter, a portal's notice): off the list, its content forgotten. */
export const dismissUnreadableMailAction = staffAction(
  { role: 'admin', input: rowId, shownOn: SOURCES, refused: () => missing },
  async (_admin, { id }) => doneOrMissing(await dismissUnreadableMail(id), 'Mail taken off the list.'),
);

type SettingsResult = ActionResult<MailboxCheck>;

const settingsInput = z.object(Object.fromEntries(sourceSettingNames.map((name) => [name, z.string().max(4000).optional()])));

/** Meta's and Google's settings as entered: an empty field keeps what is saved; each change sealed and logged. */
export const saveSourceSettingsAction = staffAction(
  { role: 'admin', input: settingsInput, refused: () => refused('A setting is too long.') },
  async (admin, entered): Promise<SettingsResult> => {
    const values = Object.fromEntries(Object.entries(entered).filter(([name]) => name !== 'PORTAL_IMAP_URL')) as Partial<
      Record<SourceSettingName, string>
    >;
    const outcome = await saveSourceSettings(values, { actorId: admin.id, address: await renderingClientAddress() });
    if (!outcome.ok) return { ok: false, fieldErrors: outcome.problems };
    return {
      ok: true,
      notice:
        outcome.saved.length === 0
          ? 'Nothing entered: nothing changed.'
          : `Saved: ${outcome.saved.join(', ')}. Every instance takes it within seconds.`,
    };
  },
);

/** The portal mailbox: address, user and password together, saved as PORTAL_IMAP_URL (sealed, logged). */
export const saveMailboxAction = staffAction({ role: 'admin', input: mailboxInput }, async (admin, mailbox): Promise<SettingsResult> => {
  const outcome = await saveSourceSettings(
    { PORTAL_IMAP_URL: mailboxUrl(mailbox) },
    { actorId: admin.id, address: await renderingClientAddress() },
  );
  if (!outcome.ok) return { ok: false, fieldErrors: { address: outcome.problems.PORTAL_IMAP_URL ?? 'is not valid' } };
  return { ok: true, notice: 'Mailbox saved: it is read at the next run, on whichever instance takes it.' };
});

const typedMailbox = z.object({ address: formText, user: formText, password: formText });

/** "Test connection": the mailbox as entered, or else as set now, signed in to and left; says what failed. */
export const testMailboxAction = staffAction({ role: 'admin', input: typedMailbox }, async (_admin, typed): Promise<SettingsResult> => {
  const entered = Object.values(typed).some((value) => (value ?? '') !== '') ? mailboxInput.safeParse(typed) : null;
  if (entered && !entered.success) return inputRefusal(entered.error);
  const url = entered ? mailboxUrl(entered.data) : (await sourceSettings()).PORTAL_IMAP_URL;
  if (!url) return { ok: true, data: { connected: false, message: 'No mailbox is set: enter its address, user and password.' } };
  const check = await testMailboxConnection(url);
  return { ok: true, data: { connected: check.ok, message: check.message } };
});
