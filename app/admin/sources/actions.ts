'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { requireAdmin } from '@/lib/office/staff/current-staff';
import { apiKeyNameProblem, createApiKey, revokeApiKey } from '@/lib/intake/sources/api-keys';
import { retryEvent } from '@/lib/intake/sources/events';
import { wakeIntake } from '@/lib/intake/sources/wake';
import type { NewKeyState } from '@/components/admin/sources/new-key-form';

/** "Make a key": the key is in this action's answer only, shown once; only its hash is kept. */
export async function createApiKeyAction(_previous: NewKeyState, formData: FormData): Promise<NewKeyState> {
  const admin = await requireAdmin();
  const name = String(formData.get('name') ?? '').trim().toLowerCase();
  const problem = apiKeyNameProblem(name);
  if (problem) return { error: problem, name };
  const { key } = await createApiKey(name, admin.id);
  return { key, name };
}

const rowId = z.object({ id: z.string().trim().min(1).max(64) });

/** A key's Revoke button: refused from the next request on. */
export async function revokeApiKeyAction(formData: FormData): Promise<void> {
  await requireAdmin();
  const parsed = rowId.safeParse(Object.fromEntries(formData));
  const done = parsed.success && (await revokeApiKey(parsed.data.id));
  redirect(done ? '/admin/sources?done=revoked' : '/admin/sources?error=missing');
}

/** A failed fetch's "Try again": due now, with three more days of retries. */
export async function retryEventAction(formData: FormData): Promise<void> {
  await requireAdmin();
  const parsed = rowId.safeParse(Object.fromEntries(formData));
  const done = parsed.success && (await retryEvent(parsed.data.id));
  if (done) wakeIntake();
  redirect(done ? '/admin/sources?done=retried' : '/admin/sources?error=missing');
}
