import { MAX_NOTE_LENGTH } from '@/lib/office/leads/limits';
import { leadStages, stageLabels } from '@/lib/office/leads/stages';
import type { StaffRole } from '@/lib/office/staff/accounts';
import styles from './leads.module.css';

type FormAction = (formData: FormData) => Promise<void>;

/** The route's server actions, one per form. */
export type LeadFormActions = { changeStage: FormAction; assign: FormAction; setFollowUp: FormAction; addNote: FormAction };

type Props = {
  actions: LeadFormActions;
  lead: { id: string; stage: string; lostReason: string | null; ownerId: string | null; followUpOn: string | null };
  viewer: { id: string; role: StaffRole };
  staff: { id: string; name: string }[];
};

/** The forms that work a lead: stage, owner, follow-up and a note. Plain posts, so they work without JavaScript. */
export function LeadForms({ actions, lead, viewer, staff }: Props) {
  return (
    <div className={styles.forms}>
      <form action={actions.changeStage} className={styles.form}>
        <input type="hidden" name="id" value={lead.id} />
        <label htmlFor="lead-stage">Stage</label>
        <select id="lead-stage" name="stage" defaultValue={lead.stage}>
          {leadStages.map((stage) => (
            <option key={stage} value={stage}>
              {stageLabels[stage]}
            </option>
          ))}
        </select>
        <label htmlFor="lead-lost-reason">Reason, when lost</label>
        <input id="lead-lost-reason" name="lostReason" maxLength={300} defaultValue={lead.lostReason ?? ''} />
        <button type="submit" className="btn btn-primary">
          Save stage
        </button>
      </form>

      {viewer.role === 'admin' ? (
        <form action={actions.assign} className={styles.form}>
          <input type="hidden" name="id" value={lead.id} />
          <label htmlFor="lead-owner">Owner</label>
          <select id="lead-owner" name="ownerId" defaultValue={lead.ownerId ?? ''}>
            <option value="">Unassigned</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-primary">
            Assign
          </button>
        </form>
      ) : lead.ownerId === null ? (
        <form action={actions.assign} className={styles.form}>
          <input type="hidden" name="id" value={lead.id} />
          <input type="hidden" name="ownerId" value={viewer.id} />
          <button type="submit" className="btn btn-primary">
            Take this lead
          </button>
          <p className={styles.hint}>Changing its stage or follow-up also makes it yours.</p>
        </form>
      ) : null}

      <form action={actions.setFollowUp} className={styles.form}>
        <input type="hidden" name="id" value={lead.id} />
        <label htmlFor="lead-follow-up">Follow up on</label>
        <input id="lead-follow-up" type="date" name="followUpOn" defaultValue={lead.followUpOn ?? ''} />
        <button type="submit" className="btn btn-primary">
          Save follow-up
        </button>
      </form>

      <form action={actions.addNote} className={`${styles.form} ${styles.noteForm}`}>
        <input type="hidden" name="id" value={lead.id} />
        <label htmlFor="lead-note">Note</label>
        <textarea id="lead-note" name="note" rows={3} maxLength={MAX_NOTE_LENGTH} required />
        <button type="submit" className="btn btn-primary">
          Add note
        </button>
      </form>
    </div>
  );
}
