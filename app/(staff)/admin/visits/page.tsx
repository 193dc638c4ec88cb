import styles from '@/components/admin/shared.module.css';
import { VisitsTable } from '@/components/admin/visits/visits-table';
import { requireStaff } from '@/lib/office/staff/current-staff';
import { byDay, upcomingVisits } from '@/lib/office/visits/queries';
import type { Metadata } from 'next';

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
          <VisitsTable visits={visits} />
        </section>
      ))}
    </>
  );
}
