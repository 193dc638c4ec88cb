import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import styles from '@/components/admin/staff.module.css';

export const metadata: Metadata = {
  title: { default: 'Staff', template: '%s | Nestora staff' },
  robots: { index: false, follow: false },
};

/** The staff area; proxy.ts admits only requests with the staff credentials. */
export default function StaffLayout({ children }: { children: ReactNode }) {
  return <div className={styles.staff}>{children}</div>;
}
