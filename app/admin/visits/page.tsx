import type { Metadata } from 'next';
import Link from 'next/link';
import { ContactLinks } from '@/components/admin/contact-links';
import { StageBadge } from '@/components/admin/stage-badge';
import styles from '@/components/admin/staff.module.css';
import { projectPath } from '@/lib/paths';
import { requireStaff } from '@/lib/staff/current-staff';
import { slotLabel } from '@/lib/visits/slots';
import { byDay, upcomingVisits } from '@/lib/visits/queries';

export const metadata: Metadata = { title: 'Site visits' };

const dayHeading = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Upcoming site visits, day by day, so advisors can plan who drives buyers where. */
export default async function VisitsPage() {
  const viewer = await requireStaff();
  const days = byDay(await upcomingVisits(viewer));
  return (
    <>
      <h1>Upcoming site visits</h1>
      {days.length === 0 ? <p className={styles.empty}>No site visits are booked from today on.</p> : null}
      {days.map(([day, visits]) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`}>{dayHeading.format(new Date(`${day}T00:00:00Z`))}</h2>
          <div className={styles.tableWrap}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Slot</th>
                  <th scope="col">Project</th>
                  <th scope="col">Buyer</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Visitors</th>
                  <th scope="col">Stage</th>
                  <th scope="col">Owner</th>
                </tr>
              </thead>
              <tbody>
                {visits.map((visit) => (
                  <tr key={visit.id}>
                    <td className={styles.nowrap}>{slotLabel(visit.visitSlot)}</td>
                    <td>
                      {visit.projectDeveloper && visit.projectId ? (
                        <a href={projectPath(visit.projectDeveloper, visit.projectId)} target="_blank" rel="noopener">
                          {visit.projectName ?? visit.projectId}
                        </a>
                      ) : (
                        visit.projectName
                      )}
                    </td>
                    <td>
                      <Link href={`/admin/enquiries/${visit.repeatOfId ?? visit.id}`} prefetch={false} className={styles.leadLink}>
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
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
