'use server';

import { conditionChoices } from '@/lib/office/assignment/condition-choices';
import { parseRuleForm, RuleError, ruleErrors } from '@/lib/office/assignment/rule-input';
import { deleteRule, saveRule } from '@/lib/office/assignment/rules';
import { refused, type ActionResult } from '@/lib/office/staff/action-result';
import { staffAction } from '@/lib/office/staff/staff-action';
import { formValue } from '@/lib/platform/http/form-values';
import { z } from 'zod';

async function onRule(change: () => Promise<unknown>, notice: string): Promise<ActionResult> {
  try {
    await change();
  } catch (error) {
    if (error instanceof RuleError) return refused(error.message);
    throw error;
  }
  return { ok: true, notice };
}

const page = '/admin/assignment';
// Fields posted twice or as a file: no rule form sends them so.
const notRead = () => refused(ruleErrors.missing);

// A rule's id as posted; an id that names no rule is the store's own "missing" refusal.
const ruleId = z
  .string()
  .optional()
  .transform((id) => (id ? id.slice(0, 64) : undefined));

// The rule's fields are checked by parseRuleForm against the condition choices, which come from the database.
const ruleForm = z.object({ id: ruleId }).catchall(formValue);

/** A rule's Save (with its id) or the new rule's Add. */
export const saveRuleAction = staffAction(
  { role: 'admin', input: ruleForm, shownOn: page, refused: notRead },
  async (_admin, { id, ...fields }) => {
    const choices = await conditionChoices();
    return onRule(() => saveRule(parseRuleForm(fields, choices), id), 'Rule saved.');
  },
);

export const deleteRuleAction = staffAction(
  { role: 'admin', input: z.object({ id: ruleId }), shownOn: page, refused: notRead },
  async (_admin, { id }) => onRule(() => deleteRule(id ?? ''), 'Rule deleted; its leads keep their owners.'),
);
