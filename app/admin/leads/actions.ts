'use server';

import { LeadChangeError, addNote, assignLead, changeStage, markWhatsAppReply, recordCall, setFollowUp } from '@/lib/office/leads/pipeline';
import { staffAction } from '@/lib/office/staff/staff-action';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';

const leadPath = (id: string) => `/admin/leads/${encodeURIComponent(id)}`;

function refusalPath(id: string, error: LeadChangeError): string {
  if (error.code === 'missing') return '/admin/leads?error=missing';
  if (error.code === 'taken') {
    return `/admin/leads?${new URLSearchParams({ error: 'taken', ...(error.takenBy && { by: error.takenBy }) })}`;
  }
  return `${leadPath(id)}?error=${error.code}`;
}

/**
 * Runs one change of a lead for the signed-in member, then shows the lead again: with the change,
 * or with the reason it was refused. A lead the member may no longer see (another advisor took
 * it) would only be a 404, so that refusal, and who took it, is told on the list instead. Plain
 * form posts, so they work without JavaScript.
 */
async function onLead(formData: FormData, change: (id: string) => Promise<void>): Promise<never> {
  const id = String(formData.get('id') ?? '').slice(0, 64);
  try {
    await change(id);
  } catch (error) {
    if (!(error instanceof LeadChangeError)) throw error;
    redirect(refusalPath(id, error));
  }
  revalidatePath('/admin/leads');
  redirect(leadPath(id));
}

export const changeLeadStageAction = staffAction({ role: 'any' }, async (viewer, formData: FormData) => {
  await onLead(formData, (id) => changeStage(viewer, id, { stage: formData.get('stage'), lostReason: formData.get('lostReason') }));
});

export const assignLeadOwnerAction = staffAction({ role: 'any' }, async (viewer, formData: FormData) => {
  const owner = String(formData.get('ownerId') ?? '');
  await onLead(formData, (id) => assignLead(viewer, id, owner === '' ? null : owner));
});

export const setLeadFollowUpAction = staffAction({ role: 'any' }, async (viewer, formData: FormData) => {
  await onLead(formData, (id) => setFollowUp(viewer, id, formData.get('followUpOn')));
});

export const addLeadNoteAction = staffAction({ role: 'any' }, async (viewer, formData: FormData) => {
  await onLead(formData, (id) => addNote(viewer, id, formData.get('note')));
});

export const recordLeadCallAction = staffAction({ role: 'any' }, async (viewer, formData: FormData) => {
  await onLead(formData, (id) => recordCall(viewer, id, { outcome: formData.get('outcome'), callBackAt: formData.get('callBackAt') }));
});

export const markLeadWhatsAppReplyAction = staffAction({ role: 'any' }, async (viewer, formData: FormData) => {
  await onLead(formData, (id) => markWhatsAppReply(viewer, id));
});

/**
 * The Call button's tap, recorded as the dialler opens: no redirect (the phone is busy calling), and a refusal
 * changes nothing, the outcome form after the call says why.
 */
export const recordCallAttemptAction = staffAction({ role: 'any' }, async (viewer, id: string): Promise<void> => {
  try {
    await recordCall(viewer, String(id).slice(0, 64), { outcome: 'dialled' });
  } catch (error) {
    if (!(error instanceof LeadChangeError)) throw error;
  }
  revalidatePath(`/admin/leads/${encodeURIComponent(id)}`);
});
