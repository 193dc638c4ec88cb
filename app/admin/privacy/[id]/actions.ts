'use server';

import '@/lib/platform/validation/jitless';

import { recordAccess } from '@/lib/compliance/access-log/store';
import { erasePerson } from '@/lib/compliance/privacy/erase';
import { mailProofInput, mailProofLink, recordCall, recordCallInput } from '@/lib/compliance/privacy/proofs';
import { closePrivacyRequest, closeRequestInput } from '@/lib/compliance/privacy/queue';
import { staffAction } from '@/lib/office/staff/staff-action';
import { env } from '@/lib/platform/env';
import { renderingClientAddress } from '@/lib/platform/http/client-address';
import { redirect } from 'next/navigation';
import { z } from 'zod';

const requestPath = (id: string) => `/admin/privacy/${encodeURIComponent(id)}`;
const idField = z.string().trim().min(1).max(64);

/** Done or Rejected, with the note that says what was done or why not. */
export const closeRequestAction = staffAction({ role: 'admin' }, async (admin, formData: FormData): Promise<void> => {
  const parsed = closeRequestInput.safeParse(Object.fromEntries(formData));
  const id = idField.safeParse(formData.get('id'));
  if (!id.success) redirect('/admin/privacy');
  if (!parsed.success) redirect(`${requestPath(id.data)}?error=close-invalid`);
  const closed = await closePrivacyRequest(parsed.data, admin.id);
  redirect(closed.ok ? requestPath(id.data) : `${requestPath(id.data)}?error=${closed.reason}`);
});

/** Staff's record that they called a phone of the request and the person confirmed it: who and when are the signed-in admin and now. */
export const recordCallAction = staffAction({ role: 'admin' }, async (admin, formData: FormData): Promise<void> => {
  const id = idField.safeParse(formData.get('id'));
  if (!id.success) redirect('/admin/privacy');
  const parsed = recordCallInput.safeParse({ id: id.data, phoneKey: formData.get('phoneKey'), note: formData.get('note') ?? '' });
  if (!parsed.success) redirect(`${requestPath(id.data)}?error=call-invalid`);
  const result = await recordCall(parsed.data, admin.id);
  redirect(result.ok ? requestPath(id.data) : `${requestPath(id.data)}?error=${result.reason}`);
});

/** Mails a one-time link to a linked e-mail address: following it proves the address on the request. */
export const mailProofLinkAction = staffAction({ role: 'admin' }, async (admin, formData: FormData): Promise<void> => {
  const id = idField.safeParse(formData.get('id'));
  if (!id.success) redirect('/admin/privacy');
  const parsed = mailProofInput.safeParse({ id: id.data, email: formData.get('email') });
  if (!parsed.success) redirect(`${requestPath(id.data)}?error=mail-invalid`);
  const result = await mailProofLink(parsed.data, admin.id, { siteUrl: env().SITE_URL });
  redirect(result.ok ? `${requestPath(id.data)}?mailed=1` : `${requestPath(id.data)}?error=${result.reason}`);
});

const eraseInput = z.object({ id: idField, confirm: z.literal('erase') });

/** The erasure, only after its confirm step: the box saying it cannot be undone must be ticked. */
export const eraseAction = staffAction({ role: 'admin' }, async (admin, formData: FormData): Promise<void> => {
  const id = idField.safeParse(formData.get('id'));
  if (!id.success) redirect('/admin/privacy');
  const parsed = eraseInput.safeParse(Object.fromEntries(formData));
  if (!parsed.success) redirect(`${requestPath(id.data)}?confirm=erase&error=unconfirmed`);
  const result = await erasePerson(parsed.data.id, admin.id);
  if (result.ok) {
    const counts = Object.entries(result.log.counts)
      .map(([table, count]) => `${table} ${count}`)
      .join(', ');
    await recordAccess({
      actorId: admin.id,
      action: 'privacy-erasure',
      subjectId: parsed.data.id,
      detail: counts,
      address: await renderingClientAddress(),
    });
  }
  redirect(result.ok ? requestPath(id.data) : `${requestPath(id.data)}?error=${result.reason}`);
});
