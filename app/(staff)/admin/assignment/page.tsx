import { RuleForm } from '@/components/admin/assignment/rule-form';
import shared from '@/components/admin/shared.module.css';
import { ActionNotice } from '@/components/admin/shell/action-notice';
import { conditionChoices } from '@/lib/office/assignment/condition-choices';
import { listRules, poolCandidates } from '@/lib/office/assignment/rules';
import { requireAdmin } from '@/lib/office/staff/current-staff';
import { flashedResult } from '@/lib/office/staff/flash';
import type { Metadata } from 'next';
import { deleteRuleAction, saveRuleAction } from './actions';

export const metadata: Metadata = { title: 'Assignment rules' };

/** Admins only: the rules that give every new lead an owner as it is stored, tried in order, the fallback last. */
export default async function AssignmentPage() {
  await requireAdmin();
  const result = await flashedResult();
  const choices = await conditionChoices();
  const [rules, candidates] = await Promise.all([listRules(choices), poolCandidates()]);
  return (
    <>
      <h1>Assignment rules</h1>
      <p className={shared.summary}>
        A new lead goes to the first active rule (by order) whose conditions it meets and whose pool has an advisor available; the fallback
        takes the rest, and a lead no rule takes waits as Unassigned. A repeat enquiry goes to the lead’s owner. The owner is reminded at
        the target and the lead moves to the next advisor of the pool at twice it, counted in working hours only; when all have had it, it
        goes on round the pool, its clock stops, and the admins get one digest of the leads escalated together.
      </p>
      <ActionNotice result={result} />
      {rules.length === 0 ? <p className={shared.summary}>No rules yet: every lead waits as Unassigned until someone takes it.</p> : null}
      {rules.map((rule) => (
        <RuleForm key={rule.id} rule={rule} candidates={candidates} choices={choices} save={saveRuleAction} remove={deleteRuleAction} />
      ))}
      <RuleForm candidates={candidates} choices={choices} save={saveRuleAction} />
    </>
  );
}
