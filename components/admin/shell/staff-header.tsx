import type { StaffRole } from '@/lib/office/staff/accounts';
import type { StaffMember } from '@/lib/office/staff/current-staff';
import Link from 'next/link';
import styles from './shell.module.css';
import { StaffMenu } from './staff-menu';
import { StaffNavLinks, type StaffNavLink } from './staff-nav-links';

const LEADS: StaffRole[] = ['admin', 'advisor'];
const ADMIN: StaffRole[] = ['admin'];

const sections: (StaffNavLink & { roles: StaffRole[] })[] = [
  { label: 'Leads', href: '/admin/leads', roles: LEADS },
  { label: 'Site visits', href: '/admin/visits', roles: LEADS },
  { label: 'Job applications', href: '/admin/applications', roles: LEADS },
  { label: 'Catalogue', href: '/admin/catalogue', roles: ['admin', 'editor'] },
  { label: 'Reports', href: '/admin/reports', roles: ADMIN },
  { label: 'Sources', href: '/admin/sources', roles: ADMIN },
  { label: 'Assignment', href: '/admin/assignment', roles: ADMIN },
  { label: 'Privacy', href: '/admin/privacy', roles: ADMIN },
  { label: 'Staff', href: '/admin/staff', roles: ADMIN },
  { label: 'Access log', href: '/admin/access-log', roles: ADMIN },
];

const accountLinks: StaffNavLink[] = [{ label: 'Your account', href: '/admin/account' }];

const roleLabels = { admin: 'Admin', advisor: 'Advisor', editor: 'Editor' } as const;

function SignedIn({ member }: { member: StaffMember }) {
  return (
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
  );
}

/**
 * The staff area's header: its sections, who is signed in with a link to their account, and Sign
 * out. No sections while a member must still set up two-factor (they could open none of them), and
 * only the name when nobody is signed in. On a phone the bar keeps the desk and the member's own leads, with
 * everything else in a menu, so that the first lead starts within the first screen.
 */
export function StaffHeader({ member, mustEnrol = false }: { member: StaffMember | null; mustEnrol?: boolean }) {
  const sectionsNav = member && !mustEnrol && (
    <nav aria-label="Staff sections">
      <StaffNavLinks links={sections.filter((section) => section.roles.includes(member.role))} />
    </nav>
  );
  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <strong>
          Nestora<span className={styles.brandLong}> Realty</span> · Staff
        </strong>
        {member ? (
          <>
            <div className={styles.wide}>
              {sectionsNav}
              <SignedIn member={member} />
            </div>
            <div className={styles.narrow}>
              {mustEnrol ? null : member.role === 'editor' ? (
                <nav aria-label="Your desk" className={styles.desk}>
                  <Link href="/admin/catalogue" prefetch={false}>
                    Catalogue
                  </Link>
                </nav>
              ) : (
                <nav aria-label="Your desk" className={styles.desk}>
                  <Link href="/admin/leads" prefetch={false}>
                    Leads
                  </Link>
                  <Link href="/admin/leads?view=mine" prefetch={false}>
                    My leads
                  </Link>
                </nav>
              )}
              <StaffMenu>
                {sectionsNav}
                <SignedIn member={member} />
              </StaffMenu>
            </div>
          </>
        ) : null}
      </div>
    </header>
  );
}
