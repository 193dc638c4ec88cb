import type { StaffMember } from '@/lib/staff/current-staff';
import { StaffNavLinks, type StaffNavLink } from './staff-nav-links';
import styles from './staff.module.css';

const sections: (StaffNavLink & { adminOnly?: boolean })[] = [
  { label: 'Leads', href: '/admin/enquiries' },
  { label: 'Site visits', href: '/admin/visits' },
  { label: 'Job applications', href: '/admin/applications' },
  { label: 'Reports', href: '/admin/reports', adminOnly: true },
  { label: 'Staff', href: '/admin/staff', adminOnly: true },
];

const roleLabels = { admin: 'Admin', advisor: 'Advisor' } as const;

/** The staff area's header: its sections, who is signed in, and Sign out; only the name when nobody is. */
export function StaffHeader({ member }: { member: StaffMember | null }) {
  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <strong>Nestora Realty · Staff</strong>
        {member ? (
          <>
            <nav aria-label="Staff sections">
              <StaffNavLinks links={sections.filter((section) => !section.adminOnly || member.role === 'admin')} />
            </nav>
            <form method="post" action="/admin/logout" className={styles.signedIn}>
              <span>
                {member.name} <span className={styles.role}>({roleLabels[member.role]})</span>
              </span>
              <button type="submit">Sign out</button>
            </form>
          </>
        ) : null}
      </div>
    </header>
  );
}
