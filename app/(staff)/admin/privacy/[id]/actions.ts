'use server';

import '@/lib/platform/validation/jitless';

import { recordAccess } from '@/lib/compliance/access-log/store';
import { privacyActionErrors } from '@/lib/compliance/privacy/action-errors';
import { erasePerson } from '@/lib/compliance/privacy/erase';
import { mailProofInput, mailProofLink, recordCall, recordCallInput } from '@/lib/compliance/privacy/proofs';
import { closePrivacyRequest, closeRequestInput } from '@/lib/compliance/privacy/queue';
import { refused, type ActionResult } from '@/lib/office/staff/action-result';
import { staffAction } from '@/lib/office/staff/staff-action';
import { env } from '@/lib/platform/env';
import { renderingClientAddress } from '@/lib/platform/http/client-address';
import { z } from 'zod';

const requestPath = (id: string) => `/admin/privacy/${encodeURIComponent(id)}`;
const idField = z.string().trim().min(1).max(64);

/** The request a form was about, or the queue when the form did not even name one. */
function requestOf(values: unknown): string {
  const named = z.object({ id: idField }).safeParse(values);
  return named.success ? requestPath(named.data.id) : '/admin/privacy';
}

const said = (reason: keyof typeof privacyActionErrors): ActionResult => refused(privacyActionErrors[reason]);
const done = (result: { ok: true } | { ok: false; reason: keyof typeof privacyActionErrors }): ActionResult =>
  result.ok ? { ok: true } : said(result.reason);

/** Done or Rejected, with the note that says what was done or why not. */
export const closeRequestAction = staffAction(
  { role: 'admin', input: closeRequestInput, shownOn: requestOf, refused: () => said('close-invalid') },
  async (admin, input) => done(await closePrivacyRequest(input, admin.id)),
);

// The call's note may be left out of the form altogether.
const callInput = recordCallInput.extend({ note: z.preprocess((note) => note ?? '', recordCallInput.shape.note) });

/** Staff's record that they called a phone of the request and the person confirmed it: who and when are the signed-in admin and now. */
export const recordCallAction = staffAction(
  { role: 'admin', input: callInput, shownOn: requestOf, refused: () => said('call-invalid') },
  async (admin, input) => done(await recordCall(input, admin.id)),
);

/** Mails a one-time link to a linked e-mail address: following it proves the address on the request. */
export const mailProofLinkAction = staffAction(
  { role: 'admin', input: mailProofInput, shownOn: requestOf, refused: () => said('mail-invalid') },
  async (admin, input) => {
    const result = await mailProofLink(input, admin.id, { siteUrl: env().SITE_URL });
    return result.ok
      ? { ok: true, notice: 'The link is on its way. The address is proven once its owner follows it.' }
      : said(result.reason);
  },
);

const eraseInput = z.object({ id: idField, confirm: z.literal('erase') });

/** The erasure, only after its confirm step: the box saying it cannot be undone must be ticked (else the step is shown again). */
export const eraseAction = staffAction(
  {
    role: 'admin',
    input: eraseInput,
    shownOn: (values, result) => (result.ok ? requestOf(values) : `${requestOf(values)}?confirm=erase`),
    refused: () => said('unconfirmed'),
  },
  async (admin, { id }) => {
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
    return done(result);
  },
);
