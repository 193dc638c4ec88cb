'use server';

import '@/lib/platform/validation/jitless';

import type { NewKeyState } from '@/components/admin/sources/new-key-form';
import { apiKeyNameProblem, createApiKey, revokeApiKey } from '@/lib/intake/sources/api-keys';
import { retryEvent } from '@/lib/intake/sources/events';
import { dismissUnreadableMail, retryUnreadableMail } from '@/lib/intake/sources/portal-mail/staff';
import { wakeIntake } from '@/lib/intake/sources/wake';
import { staffAction } from '@/lib/office/staff/staff-action';
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
