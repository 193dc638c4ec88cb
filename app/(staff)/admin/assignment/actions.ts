'use server';

import { conditionChoices } from '@/lib/office/assignment/condition-choices';
import { parseRuleForm, RuleError } from '@/lib/office/assignment/rule-input';
import { deleteRule, saveRule } from '@/lib/office/assignment/rules';
import { staffAction } from '@/lib/office/staff/staff-action';
import { formValue } from '@/lib/platform/http/form-values';
import { redirect } from 'next/navigation';
import { z } from 'zod';

async function onRule(change: () => Promise<unknown>, done: string): Promise<never> {
  try {
    await change();
  } catch (error) {
    if (error instanceof RuleError) redirect(`/admin/assignment?error=${error.code}`);
    throw error;
  }
  redirect(`/admin/assignment?done=${done}`);
}

// A rule's id as posted; an id that names no rule is the store's own "missing" refusal.
const ruleId = z
  .string()
  .optional()
  .transform((id) => (id ? id.slice(0, 64) : undefined));

// The rule's fields are checked by parseRuleForm against the condition choices, which come from the database.
const ruleForm = z.object({ id: ruleId }).catchall(formValue);

/** A rule's Save (with its id) or the new rule's Add. */
export const saveRuleAction = staffAction(
  { role: 'admin', input: ruleForm, refused: () => redirect('/admin/assignment?error=missing') },
  async (_admin, { id, ...fields }): Promise<void> => {
    const choices = await conditionChoices();
    await onRule(() => saveRule(parseRuleForm(fields, choices), id), 'saved');
  },
);

export const deleteRuleAction = staffAction(
  { role: 'admin', input: z.object({ id: ruleId }), refused: () => redirect('/admin/assignment?error=missing') },
  async (_admin, { id }): Promise<void> => {
    await onRule(() => deleteRule(id ?? ''), 'deleted');
  },
);
