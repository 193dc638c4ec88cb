import type { StaffMember } from '@/lib/office/staff/current-staff';
import Link from 'next/link';
import styles from './shell.module.css';
import { StaffMenu } from './staff-menu';
import { StaffNavLinks, type StaffNavLink } from './staff-nav-links';

const sections: (StaffNavLink & { adminOnly?: boolean })[] = [
  { label: 'Leads', href: '/admin/leads' },
  { label: 'Site visits', href: '/admin/visits' },
  { label: 'Job applications', href: '/admin/applications' },
  { label: 'Reports', href: '/admin/reports', adminOnly: true },
  { label: 'Sources', href: '/admin/sources', adminOnly: true },
  { label: 'Assignment', href: '/admin/assignment', adminOnly: true },
  { label: 'Privacy', href: '/admin/privacy', adminOnly: true },
  { label: 'Staff', href: '/admin/staff', adminOnly: true },
  { label: 'Access log', href: '/admin/access-log', adminOnly: true },
];

/** What a phone shows beside the Menu button: the desk and the member's own leads. */
const quickLinks: StaffNavLink[] = [
  { label: 'Desk', href: '/admin/leads' },
  { label: 'My leads', href: '/admin/leads?view=mine' },
];

const accountLinks: StaffNavLink[] = [{ label: 'Your account', href: '/admin/account' }];

const roleLabels = { admin: 'Admin', advisor: 'Advisor' } as const;

/**
 * The staff area's header: its sections, who is signed in with a link to their account, and Sign
 * out. No sections while a member must still set up two-factor (they could open none of them), and
 * only the name when nobody is signed in.
 */
export function StaffHeader({ member, mustEnrol = false }: { member: StaffMember | null; mustEnrol?: boolean }) {
  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <strong>Nestora Realty · Staff</strong>
        {member && !mustEnrol ? (
          <nav aria-label="Quick links" className={styles.quick}>
            <ul>
              {quickLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {member ? (
          <StaffMenu>
            {mustEnrol ? null : (
              <nav aria-label="Staff sections">
                <StaffNavLinks links={sections.filter((section) => !section.adminOnly || member.role === 'admin')} />
              </nav>
            )}
            <div className={styles.signedIn}>
              <span>
                {member.name} <span className={styles.role}>({roleLabels[member.role]})</span>
              </span>
              <nav aria-label="Account">
                <StaffNavLinks links={accountLinks} />
              </nav>
              <form method="post" action="/admin/logout">
                <button type="submit">Sign out</button>
              </form>
            </div>
          </StaffMenu>
        ) : null}
      </div>
    </header>
  );
}
