'use server';

import { redirect } from 'next/navigation';
import { deleteRule, saveRule } from '@/lib/office/assignment/rules';
import { parseRuleForm, RuleError } from '@/lib/office/assignment/rule-input';
import { requireAdmin } from '@/lib/office/staff/current-staff';

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
export async function saveRuleForm(formData: FormData): Promise<void> {
  await requireAdmin();
  const id = formData.get('id');
  await onRule(() => saveRule(parseRuleForm(formData), typeof id === 'string' && id !== '' ? id.slice(0, 64) : undefined), 'saved');
}

export async function deleteRuleForm(formData: FormData): Promise<void> {
  await requireAdmin();
  await onRule(() => deleteRule(String(formData.get('id') ?? '').slice(0, 64)), 'deleted');
}
