'use server';

import { conditionChoices } from '@/lib/office/assignment/condition-choices';
import { parseRuleForm, RuleError } from '@/lib/office/assignment/rule-input';
import { deleteRule, saveRule } from '@/lib/office/assignment/rules';
import { staffAction } from '@/lib/office/staff/staff-action';
import { redirect } from 'next/navigation';

async function onRule(change: () => Promise<unknown>, done: string): Promise<never> {
  try {
    await change();
  } catch (error) {
    if (error instanceof RuleError) redirect(`/admin/assignment?error=${error.code}`);
    throw error;
  }
  redirect(`/admin/assignment?done=${done}`);
}

/** A rule's Save (with its id) or the new rule's Add. */
export const saveRuleAction = staffAction({ role: 'admin' }, async (_admin, formData: FormData): Promise<void> => {
  const id = formData.get('id');
  const choices = await conditionChoices();
  await onRule(
    () => saveRule(parseRuleForm(formData, choices), typeof id === 'string' && id !== '' ? id.slice(0, 64) : undefined),
    'saved',
  );
});

export const deleteRuleAction = staffAction({ role: 'admin' }, async (_admin, formData: FormData): Promise<void> => {
  await onRule(() => deleteRule(String(formData.get('id') ?? '').slice(0, 64)), 'deleted');
});
