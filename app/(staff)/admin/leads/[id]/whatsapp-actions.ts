'use server';

import '@/lib/platform/validation/jitless';

import { sourceSettings } from '@/lib/intake/sources/settings';
import { LeadChangeError } from '@/lib/office/leads/pipeline';
import { refused, type ActionResult } from '@/lib/office/staff/action-result';
import { answerOn } from '@/lib/office/staff/flash';
import { staffAction } from '@/lib/office/staff/staff-action';
import { queueReply, retryMessage, SendRefused, type Reply } from '@/lib/office/whatsapp/send';
import { syncTemplatesRecorded } from '@/lib/office/whatsapp/template-schedule';
import { formText } from '@/lib/platform/http/form-values';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';

const leadId = formText.transform((id) => (id ?? '').slice(0, 64));
const leadPath = (id: string) => `/admin/leads/${encodeURIComponent(id)}`;

async function queued(viewer: Parameters<typeof queueReply>[0], id: string, reply: Reply): Promise<ActionResult> {
  try {
    await queueReply(viewer, id, reply);
  } catch (error) {
    if (!(error instanceof SendRefused)) throw error;
    const { field, message } = error.refusal;
    return field ? { ok: false, fieldErrors: { [field]: message } } : refused(message);
  }
  revalidatePath(leadPath(id));
  return { ok: true, notice: 'Queued: it is on its way to WhatsApp.' };
}

/** The reply box: free text to the buyer, inside the 24-hour window. */
export const sendWhatsAppReplyAction = staffAction(
  { role: 'any', input: z.object({ id: leadId, text: formText.transform((text) => text ?? '') }) },
  async (viewer, { id, text }): Promise<ActionResult> => queued(viewer, id, { kind: 'text', text }),
);

const templateInput = z.looseObject({ id: leadId, templateId: formText.transform((value) => value ?? '') });

/** An approved template, its variables as the form filled them (var1, var2…). */
export const sendWhatsAppTemplateAction = staffAction(
  { role: 'any', input: templateInput },
  async (viewer, input): Promise<ActionResult> => {
    const values: Record<number, string> = {};
    for (const [name, value] of Object.entries(input)) {
      const number = /^var(\d{1,2})$/.exec(name)?.[1];
      if (number && typeof value === 'string') values[Number(number)] = value;
    }
    return queued(viewer, input.id, { kind: 'template', templateId: input.templateId, values });
  },
);

const retryInput = z.object({ id: leadId, messageId: formText.transform((value) => (value ?? '').slice(0, 64)) });

/** Try again on a failed message: the same message, on its outbox row. */
export const retryWhatsAppMessageAction = staffAction(
  {
    role: 'any',
    input: retryInput,
    shownOn: (values) => `${leadPath(retryInput.catch({ id: '', messageId: '' }).parse(values).id)}#whatsapp`,
    refused: () => answerOn('/admin/leads', refused(new LeadChangeError('missing').message)),
  },
  async (viewer, { id, messageId }) => {
    await retryMessage(viewer, messageId);
    revalidatePath(leadPath(id));
    return { ok: true };
  },
);

/** Fetches the business account's templates from the Graph API again (a template approved since shows at once). */
export const syncWhatsAppTemplatesAction = staffAction(
  { role: 'any', input: z.object({ id: leadId }) },
  async (_viewer, { id }): Promise<ActionResult> => {
    try {
      const approved = await syncTemplatesRecorded(await sourceSettings());
      revalidatePath(leadPath(id));
      return { ok: true, notice: `Templates updated from WhatsApp: ${approved} approved.` };
    } catch (error) {
      return refused(`The templates could not be fetched: ${(error as Error).message}`);
    }
  },
);
