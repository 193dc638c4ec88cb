import type { LeadView } from '@/lib/office/lists/filter';
import type { StaffRole } from '@/lib/office/staff/accounts';
import Link from 'next/link';
import styles from './leads.module.css';

const labels: Record<LeadView, string> = { mine: 'My leads', unassigned: 'Unassigned', all: 'All leads' };

/** My leads / Unassigned / All: an advisor's own leads come first, admins start with everything. */
export function LeadViews({ current, role }: { current: LeadView; role: StaffRole }) {
  const views: LeadView[] = role === 'admin' ? ['all', 'mine', 'unassigned'] : ['mine', 'unassigned'];
  return (
    <nav aria-label="Whose leads">
      <ul className={styles.tabs}>
        {views.map((view) => (
          <li key={view}>
            <Link href={`/admin/leads?view=${view}`} aria-current={view === current ? 'page' : undefined} prefetch={false}>
              {labels[view]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
