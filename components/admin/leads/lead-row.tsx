import { TimeAgo } from '@/components/admin/lists/time-ago';
import { UnreadWhatsApp } from '@/components/admin/whatsapp/unread-whatsapp';
import { isOutsideSource, sourceLabel } from '@/lib/intake/sources/source-names';
import type { LeadRow as Lead } from '@/lib/office/leads/queries';
import Link from 'next/link';
import shared from '../shared.module.css';
import type { RecordCallAttempt } from './call-link';
import { FollowUpText } from './follow-up-text';
import { LeadClock } from './lead-clock';
import styles from './leads.module.css';
import { ProjectCell } from './project-cell';
import { QuickReach } from './quick-reach';
import { SpamBadge } from './spam-badge';
import { StageBadge } from './stage-badge';

export const leadColumns = ['Name', 'Project / place', 'Stage', 'Owner', 'Received', 'Reach', 'Follow-up'];

/** The route's action that gives a lead an owner. */
type TakeAction = (formData: FormData) => Promise<void>;

/** Nobody owns the lead yet: the viewer can take it here and go straight to it. */
function TakeLead({ lead, viewerId, take }: { lead: Lead; viewerId: string; take: TakeAction }) {
  return (
    <form action={take} className={styles.take}>
      <input type="hidden" name="id" value={lead.id} />
      <input type="hidden" name="ownerId" value={viewerId} />
      <span className={`${shared.detail} ${styles.unassigned}`}>Unassigned</span>
      <button type="submit" aria-label={`Take lead: ${lead.name}`}>
        Take
      </button>
    </form>
  );
}

type Props = { lead: Lead; today: string; now: Date; viewerId: string; take: TakeAction; recordCall: RecordCallAttempt };

/**
 * One lead in the list; its name opens the lead page, where it is worked. On a phone the row is a
 * card (leads.module.css places each cell by its class).
 */
export function LeadRow({ lead, today, now, viewerId, take, recordCall }: Props) {
  const repeats = lead._count.repeats;
  const visitDate = lead.repeats[0]?.visitDate ?? lead.visitDate;
  const [name, project, stage, owner, received, reach, followUp] = leadColumns;
  return (
    <tr className={styles.leadRow}>
      <td className={styles.nameCell} data-label={name}>
        <Link href={`/admin/leads/${lead.id}`} prefetch={false} className={styles.leadLink}>
          {lead.name}
        </Link>{' '}
        <SpamBadge spam={lead.spam} />
        {isOutsideSource(lead.source) ? (
          <span className={shared.detail}>
            From {sourceLabel(lead.source)}
            {lead.isTest ? ' (test lead)' : ''}
          </span>
        ) : null}
        {repeats > 0 ? <span className={styles.repeats}>Repeat enquiries: {repeats}</span> : null}
        <UnreadWhatsApp count={lead.whatsappThread?.unread ?? 0} />
        {visitDate ? <span className={shared.detail}>Site visit {visitDate}</span> : null}
      </td>
      <td className={styles.projectCell} data-label={project}>
        <ProjectCell lead={lead} />
      </td>
      <td className={styles.stageCell} data-label={stage}>
        <StageBadge stage={lead.stage} />
        {lead.stage === 'lost' && lead.lostReason ? <span className={shared.detail}>{lead.lostReason}</span> : null}
      </td>
      <td className={styles.ownerCell} data-label={owner}>
        {lead.owner?.name ?? <TakeLead lead={lead} viewerId={viewerId} take={take} />} <LeadClock lead={lead} now={now} />
      </td>
      <td className={styles.receivedCell} data-label={received}>
        <TimeAgo date={lead.createdAt} now={now} />
      </td>
      <td className={styles.reachCell} data-label={reach}>
        {lead.phone ? <QuickReach leadId={lead.id} name={lead.name} phone={lead.phone} recordCall={recordCall} /> : null}
        {lead.phone ? <span className={`${shared.detail} ${styles.contact}`}>{lead.phone}</span> : null}
        {lead.email ? (
          <a className={`${shared.detail} ${styles.contact}`} href={`mailto:${lead.email}`}>
            {lead.email}
          </a>
        ) : null}
      </td>
      <td className={styles.followUpCell} data-label={followUp}>
        <FollowUpText day={lead.followUpOn} stage={lead.stage} today={today} />
      </td>
    </tr>
  );
}
