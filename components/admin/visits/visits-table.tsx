import { AskedProjectLink } from '@/components/admin/leads/asked-project-link';
import { ContactLinks } from '@/components/admin/leads/contact-links';
import leads from '@/components/admin/leads/leads.module.css';
import { StageBadge } from '@/components/admin/leads/stage-badge';
import { ResultsTable } from '@/components/admin/lists/results-table';
import type { UpcomingVisit } from '@/lib/office/visits/queries';
import { askedProject } from '@/lib/site/project/asked-project';
import { slotLabel } from '@/lib/site/visits/slots';
import Link from 'next/link';
import styles from '../shared.module.css';

const columns = ['Slot', 'Project', 'Buyer', 'Phone', 'Visitors', 'Stage', 'Owner'];

/** One day's site visits, slot by slot: where, who and whose lead it is. */
export function VisitsTable({ visits }: { visits: UpcomingVisit[] }) {
  return (
    <ResultsTable columns={columns}>
      {visits.map((visit) => (
        <tr key={visit.id}>
          <td className={styles.nowrap}>{slotLabel(visit.visitSlot)}</td>
          <td>
            <VisitProject visit={visit} />
          </td>
          <td>
            <Link href={`/admin/leads/${visit.repeatOfId ?? visit.id}`} prefetch={false} className={leads.leadLink}>
              {visit.name}
            </Link>
          </td>
          <td className={styles.nowrap}>
            <ContactLinks phone={visit.phone} email={null} />
          </td>
          <td>{visit.visitors ?? 1}</td>
          <td>
            <StageBadge stage={visit.stage} />
          </td>
          <td>{visit.owner?.name ?? 'Unassigned'}</td>
        </tr>
      ))}
    </ResultsTable>
  );
}

/** The visit's project as the site lists it today (as the lead list shows it), else the name stored with the booking. */
function VisitProject({ visit }: { visit: { projectId: string | null; projectDeveloper: string | null; projectName: string | null } }) {
  const project = askedProject(visit);
  return project ? <AskedProjectLink project={project} /> : <>{visit.projectName}</>;
}
