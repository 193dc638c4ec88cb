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

/**
 * Where a form the schema refused goes: back to its request, saying which form was refused, or to the
 * queue when the form did not even name a request.
 */
function refusedOn(error: string) {
  return (_refusal: unknown, values: unknown): never => {
    const named = z.object({ id: idField }).safeParse(values);
    redirect(named.success ? `${requestPath(named.data.id)}?${error}` : '/admin/privacy');
  };
}

/** Done or Rejected, with the note that says what was done or why not. */
export const closeRequestAction = staffAction(
  { role: 'admin', input: closeRequestInput, refused: refusedOn('error=close-invalid') },
  async (admin, input): Promise<void> => {
    const closed = await closePrivacyRequest(input, admin.id);
    redirect(closed.ok ? requestPath(input.id) : `${requestPath(input.id)}?error=${closed.reason}`);
  },
);

// The call's note may be left out of the form altogether.
const callInput = recordCallInput.extend({ note: z.preprocess((note) => note ?? '', recordCallInput.shape.note) });

/** Staff's record that they called a phone of the request and the person confirmed it: who and when are the signed-in admin and now. */
export const recordCallAction = staffAction(
  { role: 'admin', input: callInput, refused: refusedOn('error=call-invalid') },
  async (admin, input): Promise<void> => {
    const result = await recordCall(input, admin.id);
    redirect(result.ok ? requestPath(input.id) : `${requestPath(input.id)}?error=${result.reason}`);
  },
);

/** Mails a one-time link to a linked e-mail address: following it proves the address on the request. */
export const mailProofLinkAction = staffAction(
  { role: 'admin', input: mailProofInput, refused: refusedOn('error=mail-invalid') },
  async (admin, input): Promise<void> => {
    const result = await mailProofLink(input, admin.id, { siteUrl: env().SITE_URL });
    redirect(result.ok ? `${requestPath(input.id)}?mailed=1` : `${requestPath(input.id)}?error=${result.reason}`);
  },
);

const eraseInput = z.object({ id: idField, confirm: z.literal('erase') });

/** The erasure, only after its confirm step: the box saying it cannot be undone must be ticked. */
export const eraseAction = staffAction(
  { role: 'admin', input: eraseInput, refused: refusedOn('confirm=erase&error=unconfirmed') },
  async (admin, { id }): Promise<void> => {
    const result = await erasePerson(id, admin.id);
    if (result.ok) {
      const counts = Object.entries(result.log.counts)
        .map(([table, count]) => `${table} ${count}`)
        .join(', ');
      await recordAccess({
        actorId: admin.id,
        action: 'privacy-erasure',
        subjectId: id,
        detail: counts,
        address: await renderingClientAddress(),
      });
    }
    redirect(result.ok ? requestPath(id) : `${requestPath(id)}?error=${result.reason}`);
  },
);
