import Link from 'next/link';
import { formatIst } from '@/lib/admin/ist';
import { assignLeadOwner } from '@/lib/leads/actions';
import type { LeadRow as Lead } from '@/lib/leads/queries';
import { ContactLinks } from './contact-links';
import { FollowUpText } from './follow-up-text';
import { ProjectCell } from './project-cell';
import { SpamBadge } from './spam-badge';
import { StageBadge } from './stage-badge';
import styles from './staff.module.css';

export const leadColumns = ['Received', 'Name', 'Contact', 'Project / place', 'Stage', 'Owner', 'Follow-up'];

/** Nobody owns the lead yet: the viewer can take it here and go straight to it. */
function TakeLead({ lead, viewerId }: { lead: Lead; viewerId: string }) {
  return (
    <form action={assignLeadOwner} className={styles.take}>
      <input type="hidden" name="id" value={lead.id} />
      <input type="hidden" name="ownerId" value={viewerId} />
      <span className={styles.detail}>Unassigned</span>
      <button type="submit" aria-label={`Take lead: ${lead.name}`}>
        Take
      </button>
    </form>
  );
}

/** One lead in the list; its name opens the lead page, where it is worked. */
export function LeadRow({ lead, today, viewerId }: { lead: Lead; today: string; viewerId: string }) {
  const repeats = lead._count.repeats;
  const visitDate = lead.repeats[0]?.visitDate ?? lead.visitDate;
  const [received, name, contact, project, stage, owner, followUp] = leadColumns;
  return (
    <tr>
      <td className={styles.nowrap} data-label={received}>
        {formatIst(lead.createdAt)}
      </td>
      <td className={styles.primaryCell} data-label={name}>
        <Link href={`/admin/enquiries/${lead.id}`} prefetch={false} className={styles.leadLink}>
          {lead.name}
        </Link>{' '}
        <SpamBadge spam={lead.spam} />
        {repeats > 0 ? <span className={styles.repeats}>Repeat enquiries: {repeats}</span> : null}
        {visitDate ? <span className={styles.detail}>Site visit {visitDate}</span> : null}
      </td>
      <td className={styles.nowrap} data-label={contact}>
        <ContactLinks phone={lead.phone} email={lead.email} />
      </td>
      <td data-label={project}>
        <ProjectCell enquiry={lead} />
      </td>
      <td data-label={stage}>
        <StageBadge stage={lead.stage} />
        {lead.stage === 'lost' && lead.lostReason ? <span className={styles.detail}>{lead.lostReason}</span> : null}
      </td>
      <td data-label={owner}>{lead.owner?.name ?? <TakeLead lead={lead} viewerId={viewerId} />}</td>
      <td className={styles.nowrap} data-label={followUp}>
        <FollowUpText day={lead.followUpOn} stage={lead.stage} today={today} />
      </td>
    </tr>
  );
}
