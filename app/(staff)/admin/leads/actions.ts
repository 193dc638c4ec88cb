'use server';

import { LeadChangeError, addNote, assignLead, changeStage, markWhatsAppReply, recordCall, setFollowUp } from '@/lib/office/leads/pipeline';
import { staffAction } from '@/lib/office/staff/staff-action';
import { formText } from '@/lib/platform/http/form-values';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';

const leadPath = (id: string) => `/admin/leads/${encodeURIComponent(id)}`;

function refusalPath(id: string, error: LeadChangeError): string {
  if (error.code === 'missing') return '/admin/leads?error=missing';
  if (error.code === 'taken') {
    return `/admin/leads?${new URLSearchParams({ error: 'taken', ...(error.takenBy && { by: error.takenBy }) })}`;
  }
  return `${leadPath(id)}?error=${error.code}`;
}

// The lead's id as the form posts it; an id that names no lead is the change's own "missing" refusal.
const leadId = z
  .string()
  .optional()
  .transform((id) => (id ?? '').slice(0, 64));
// A lead form's other fields are checked by the change itself (lib/office/leads/pipeline.ts), which words each refusal.
const text = formText;

/** Fields posted twice or as a file: no lead form sends them so, so nothing is changed. */
const refused = () => redirect('/admin/leads?error=missing');

/**
 * Runs one change of a lead for the signed-in member, then shows the lead again: with the change,
 * or with the reason it was refused. A lead the member may no longer see (another advisor took
 * it) would only be a 404, so that refusal, and who took it, is told on the list instead. Plain
 * form posts, so they work without JavaScript.
 */
async function onLead(id: string, change: () => Promise<void>): Promise<never> {
  try {
    await change();
  } catch (error) {
    if (!(error instanceof LeadChangeError)) throw error;
    redirect(refusalPath(id, error));
  }
  revalidatePath('/admin/leads');
  redirect(leadPath(id));
}

export const changeLeadStageAction = staffAction(
  { role: 'any', input: z.object({ id: leadId, stage: text, lostReason: text }), refused },
  async (viewer, { id, stage, lostReason }) => {
    await onLead(id, () => changeStage(viewer, id, { stage, lostReason }));
  },
);

export const assignLeadOwnerAction = staffAction(
  { role: 'any', input: z.object({ id: leadId, ownerId: text }), refused },
  async (viewer, { id, ownerId }) => {
    await onLead(id, () => assignLead(viewer, id, ownerId ? ownerId : null));
  },
);

export const setLeadFollowUpAction = staffAction(
  { role: 'any', input: z.object({ id: leadId, followUpOn: text }), refused },
  async (viewer, { id, followUpOn }) => {
    await onLead(id, () => setFollowUp(viewer, id, followUpOn));
  },
);

export const addLeadNoteAction = staffAction(
  { role: 'any', input: z.object({ id: leadId, note: text }), refused },
  async (viewer, { id, note }) => {
    await onLead(id, () => addNote(viewer, id, note));
  },
);

export const recordLeadCallAction = staffAction(
  { role: 'any', input: z.object({ id: leadId, outcome: text, callBackAt: text }), refused },
  async (viewer, { id, outcome, callBackAt }) => {
    await onLead(id, () => recordCall(viewer, id, { outcome, callBackAt }));
  },
);

export const markLeadWhatsAppReplyAction = staffAction(
  { role: 'any', input: z.object({ id: leadId }), refused },
  async (viewer, { id }) => {
    await onLead(id, () => markWhatsAppReply(viewer, id));
  },
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
