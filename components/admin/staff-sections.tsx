import Link from 'next/link';
import { currentStaff } from '@/lib/staff/current-staff';
import styles from './staff.module.css';

export type StaffSection = 'enquiries' | 'visits' | 'applications' | 'staff';

const sections: { id: StaffSection; label: string; href: string; adminOnly?: boolean }[] = [
  { id: 'enquiries', label: 'Leads', href: '/admin/enquiries' },
  { id: 'visits', label: 'Site visits', href: '/admin/visits' },
  { id: 'applications', label: 'Job applications', href: '/admin/applications' },
  { id: 'staff', label: 'Staff', href: '/admin/staff', adminOnly: true },
];

const roleLabels = { admin: 'Admin', advisor: 'Advisor' } as const;

/** The staff area's own navigation above each staff page: its sections, who is signed in, and Sign out. */
export async function StaffSections({ current }: { current: StaffSection }) {
  const member = await currentStaff();
  const visible = sections.filter((section) => !section.adminOnly || member?.role === 'admin');
  return (
    <nav className={styles.sections} aria-label="Staff sections">
      <strong>Nestora Realty · Staff</strong>
      <ul>
        {visible.map((section) => (
          <li key={section.id}>
            <Link href={section.href} aria-current={section.id === current ? 'page' : undefined} prefetch={false}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
      {member ? (
        <form method="post" action="/admin/logout" className={styles.signedIn}>
          <span>
            {member.name} <span className={styles.role}>({roleLabels[member.role]})</span>
          </span>
          <button type="submit">Sign out</button>
        </form>
      ) : null}
    </nav>
  );
}
