import type { Metadata } from 'next';
import Link from 'next/link';
import { AskedProjectLink } from '@/components/admin/leads/asked-project-link';
import { ContactLinks } from '@/components/admin/leads/contact-links';
import { StageBadge } from '@/components/admin/leads/stage-badge';
import styles from '@/components/admin/staff.module.css';
import { askedProject } from '@/lib/leads/asked-project';
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
                      <VisitProject visit={visit} />
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

/** The visit's project as the site lists it today (as the lead list shows it), else the name stored with the booking. */
function VisitProject({ visit }: { visit: { projectId: string | null; projectDeveloper: string | null; projectName: string | null } }) {
  const project = askedProject(visit);
  return project ? <AskedProjectLink project={project} /> : <>{visit.projectName}</>;
}
