import '@/lib/platform/validation/jitless';

import { refused, type ActionResult } from '@/lib/office/staff/action-result';
import type { StaffMember } from '@/lib/office/staff/sessions';
import { postedFormValues } from '@/lib/platform/http/form-values';
import { readLimitedBytes } from '@/lib/platform/http/read-body';
import 'server-only';
import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES } from './media-type';
import { queueAttachment, SendRefused } from './send';

/** Room for the form's other fields and the multipart boundaries around the largest file. */
const FORM_OVERHEAD = 64 * 1024;

/** The attachment form's name, for its answer after a plain post, which the lead page shows in the form. */
export const ATTACHMENT_FORM = 'attachment';

/** Why an attachment was refused, by the refusal's code. */
const ATTACHMENT_REFUSALS = {
  empty: 'Choose a photo or a PDF to send.',
  type: 'Only a photo (JPEG or PNG) or a PDF can be sent, told by the file’s content, not its name.',
  size: 'Too large for WhatsApp: a photo may be at most 5 MB, a PDF at most 16 MB.',
  window: 'More than 24 hours have passed since the buyer last wrote: only approved templates may be sent, no attachments.',
  caption: 'The caption may be at most 1,024 characters.',
  'not-yours': 'This lead is not yours to message.',
  'no-phone': 'The lead has no phone number to message.',
  unreadable: 'The file did not arrive whole: choose it and send it again.',
} as const;
export type AttachmentAnswer = { result: ActionResult; status: number };

const input = z.object({
  file: z.instanceof(File, { message: ATTACHMENT_REFUSALS.empty }),
  caption: z
    .string()
    .optional()
    .transform((caption) => caption ?? ''),
});

const statusOf: Record<string, number> = { 'not-yours': 403, size: 413, type: 415, window: 409 };

function refusal(error: SendRefused): AttachmentAnswer {
  const { field, message, code = 'unreadable' } = error.refusal;
  const result = field && code !== 'not-yours' ? { ok: false as const, fieldErrors: { [field]: message } } : refused(message);
  return { result, status: statusOf[code] ?? 400 };
}

/**
 * The attachment form's post, for the member the route signed in: the multipart body read up to the largest file
 * allowed (a larger one is refused unread), its fields parsed, and the file queued to the buyer (queueAttachment
 * checks the lead, the window, the type by content and the size). The answer is an ActionResult, as every staff
 * action's, with the HTTP status it is answered with to the page's script.
 */
export async function receiveAttachment(member: StaffMember, leadId: string, request: Request): Promise<AttachmentAnswer> {
  const read = await readLimitedBytes(request, MAX_ATTACHMENT_BYTES + FORM_OVERHEAD);
  if (!read.ok) {
    const code = read.status === 413 ? 'size' : 'unreadable';
    return { result: { ok: false, fieldErrors: { file: ATTACHMENT_REFUSALS[code] } }, status: read.status };
  }
  const form = await postedFormValues(read.bytes, request.headers.get('content-type') ?? '');
  const parsed = input.safeParse(form ?? {});
  if (!parsed.success) {
    const code = form ? 'empty' : 'unreadable';
    return { result: { ok: false, fieldErrors: { file: ATTACHMENT_REFUSALS[code] } }, status: 400 };
  }
  const { file, caption } = parsed.data;
  try {
    await queueAttachment(member, leadId, { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name, caption });
  } catch (error) {
    if (error instanceof SendRefused) return refusal(error);
    throw error;
  }
  return { result: { ok: true, notice: 'Queued: the attachment is on its way to WhatsApp.' }, status: 200 };
}
