import styles from '@/components/admin/shell/shell.module.css';
import { StaffHeader } from '@/components/admin/shell/staff-header';
import { currentAccess } from '@/lib/office/staff/current-staff';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: { default: 'Staff', template: '%s | Nestora staff' },
  robots: { index: false, follow: false },
};

/**
 * The staff area, outside the public site's layout: no public header, footer, enquiry form or floating
 * buttons. proxy.ts admits only requests with the staff credentials; the sign-in pages show the header
 * without the sections.
 */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const { access, member } = await currentAccess();
  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <StaffHeader member={access === 'full' || access === 'enrol' ? member : null} mustEnrol={access === 'enrol'} />
      <main id="main-content" className={styles.staff} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
