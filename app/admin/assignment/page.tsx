import { RuleForm } from '@/components/admin/assignment/rule-form';
import shared from '@/components/admin/shared.module.css';
import { StaffAlert } from '@/components/admin/shell/staff-alert';
import { conditionChoices } from '@/lib/office/assignment/condition-choices';
import { ruleErrors } from '@/lib/office/assignment/rule-input';
import { listRules, poolCandidates } from '@/lib/office/assignment/rules';
import { toSearchParams } from '@/lib/office/lists/filter';
import { requireAdmin } from '@/lib/office/staff/current-staff';
import type { Metadata } from 'next';
import { deleteRuleAction, saveRuleAction } from './actions';

export const metadata: Metadata = { title: 'Assignment rules' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const doneNotices: Record<string, string> = { saved: 'Rule saved.', deleted: 'Rule deleted; its leads keep their owners.' };

/** Admins only: the rules that give every new lead an owner as it is stored, tried in order, the fallback last. */
export default async function AssignmentPage({ searchParams }: Props) {
  await requireAdmin();
  const params = toSearchParams(await searchParams);
  const error = Object.entries(ruleErrors).find(([code]) => code === params.get('error'))?.[1];
  const done = doneNotices[params.get('done') ?? ''];
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
      <StaffAlert message={error} />
      {done ? (
        <p role="status" className={shared.summary}>
          {done}
        </p>
      ) : null}
      {rules.length === 0 ? <p className={shared.summary}>No rules yet: every lead waits as Unassigned until someone takes it.</p> : null}
      {rules.map((rule) => (
        <RuleForm key={rule.id} rule={rule} candidates={candidates} choices={choices} save={saveRuleAction} remove={deleteRuleAction} />
      ))}
      <RuleForm candidates={candidates} choices={choices} save={saveRuleAction} />
    </>
  );
}
