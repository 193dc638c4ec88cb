'use server';

import { LeadChangeError, addNote, assignLead, changeStage, markWhatsAppReply, recordCall, setFollowUp } from '@/lib/office/leads/pipeline';
import { refused, type ActionResult } from '@/lib/office/staff/action-result';
import { answerOn } from '@/lib/office/staff/flash';
import { staffAction } from '@/lib/office/staff/staff-action';
import { formText } from '@/lib/platform/http/form-values';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';

const leadPath = (id: string) => `/admin/leads/${encodeURIComponent(id)}`;

// The lead's id as the form posts it; an id that names no lead is the change's own "missing" refusal.
const leadId = z
  .string()
  .optional()
  .transform((id) => (id ?? '').slice(0, 64));
// A lead form's other fields are checked by the change itself (lib/office/leads/pipeline.ts), which words each refusal.
const text = formText;

/**
 * A lead the member may no longer see (another advisor took it) would only be a 404, so that refusal, and who
 * took it, is told on the list instead; so are fields posted twice or as a file, which no lead form sends.
 */
const onList = (error: LeadChangeError) => answerOn('/admin/leads', refused(error.message));
const notRead = () => onList(new LeadChangeError('missing'));

/**
 * Runs one change of a lead for the signed-in member, then shows the lead again: with the change,
 * or with the reason it was refused. Plain form posts, so they work without JavaScript.
 */
async function onLead(id: string, change: () => Promise<void>): Promise<ActionResult> {
  try {
    await change();
  } catch (error) {
    if (!(error instanceof LeadChangeError)) throw error;
    if (error.code === 'missing' || error.code === 'taken') return onList(error);
    return refused(error.message);
  }
  revalidatePath('/admin/leads');
  return { ok: true };
}

/** The lead a form was about, to go back to. */
const formLead = (values: unknown) => leadPath(z.object({ id: leadId }).catch({ id: '' }).parse(values).id);

export const changeLeadStageAction = staffAction(
  { role: 'any', input: z.object({ id: leadId, stage: text, lostReason: text }), shownOn: formLead, refused: notRead },
  async (viewer, { id, stage, lostReason }) => onLead(id, () => changeStage(viewer, id, { stage, lostReason })),
);

export const assignLeadOwnerAction = staffAction(
  { role: 'any', input: z.object({ id: leadId, ownerId: text }), shownOn: formLead, refused: notRead },
  async (viewer, { id, ownerId }) => onLead(id, () => assignLead(viewer, id, ownerId ? ownerId : null)),
);

export const setLeadFollowUpAction = staffAction(
  { role: 'any', input: z.object({ id: leadId, followUpOn: text }), shownOn: formLead, refused: notRead },
  async (viewer, { id, followUpOn }) => onLead(id, () => setFollowUp(viewer, id, followUpOn)),
);

export const addLeadNoteAction = staffAction(
  { role: 'any', input: z.object({ id: leadId, note: text }), shownOn: formLead, refused: notRead },
  async (viewer, { id, note }) => onLead(id, () => addNote(viewer, id, note)),
);

export const recordLeadCallAction = staffAction(
  { role: 'any', input: z.object({ id: leadId, outcome: text, callBackAt: text }), shownOn: formLead, refused: notRead },
  async (viewer, { id, outcome, callBackAt }) => onLead(id, () => recordCall(viewer, id, { outcome, callBackAt })),
);

export const markLeadWhatsAppReplyAction = staffAction(
  { role: 'any', input: z.object({ id: leadId }), shownOn: formLead, refused: notRead },
  async (viewer, { id }) => onLead(id, () => markWhatsAppReply(viewer, id)),
);

/**
 * The Call button's tap, recorded as the dialler opens: no redirect (the phone is busy calling), and a refusal
 * changes nothing, the outcome form after the call says why.
 */
export const recordCallAttemptAction = staffAction(
  { role: 'any', input: z.string(), refused: () => undefined },
  async (viewer, id): Promise<void> => {
    try {
      await recordCall(viewer, id.slice(0, 64), { outcome: 'dialled' });
    } catch (error) {
      if (!(error instanceof LeadChangeError)) throw error;
    }
    revalidatePath(`/admin/leads/${encodeURIComponent(id)}`);
  },
);
