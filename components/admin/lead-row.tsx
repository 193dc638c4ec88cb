import Link from 'next/link';
import { formatIst } from '@/lib/admin/ist';
import { ordinal } from '@/lib/leads/format';
import type { LeadRow as Lead } from '@/lib/leads/queries';
import { ContactLinks } from './contact-links';
import { FollowUpText } from './follow-up-text';
import { ProjectCell } from './project-cell';
import { SpamBadge } from './spam-badge';
import { StageBadge } from './stage-badge';
import styles from './staff.module.css';

export const leadColumns = ['Received', 'Name', 'Contact', 'Project / place', 'Stage', 'Owner', 'Follow-up'];

/** One lead in the list; its name opens the lead page, where it is worked. */
export function LeadRow({ lead, today }: { lead: Lead; today: string }) {
  const repeats = lead._count.repeats;
  return (
    <tr>
      <td className={styles.nowrap}>{formatIst(lead.createdAt)}</td>
      <td>
        <Link href={`/admin/enquiries/${lead.id}`} prefetch={false} className={styles.leadLink}>
          {lead.name}
        </Link>{' '}
        <SpamBadge spam={lead.spam} />
        {repeats > 0 ? (
          <span className={styles.detail}>
            Asked again: {repeats + 1} enquiries, latest the {ordinal(repeats + 1)}
          </span>
        ) : null}
        {lead.intent === 'site-visit' && lead.visitDate ? <span className={styles.detail}>Site visit {lead.visitDate}</span> : null}
      </td>
      <td className={styles.nowrap}>
        <ContactLinks phone={lead.phone} email={lead.email} />
      </td>
      <td>
        <ProjectCell enquiry={lead} />
      </td>
      <td>
        <StageBadge stage={lead.stage} />
      </td>
      <td>{lead.owner?.name ?? <span className={styles.detail}>Unassigned</span>}</td>
      <td className={styles.nowrap}>
        <FollowUpText day={lead.followUpOn} stage={lead.stage} today={today} />
      </td>
    </tr>
  );
}
