import Link from 'next/link';
import styles from './staff.module.css';

export type StaffSection = 'enquiries' | 'applications';

const sections: { id: StaffSection; label: string; href: string }[] = [
  { id: 'enquiries', label: 'Enquiries', href: '/admin/enquiries' },
  { id: 'applications', label: 'Job applications', href: '/admin/applications' },
];

/** The staff area's own navigation, above each staff page. */
export function StaffSections({ current }: { current: StaffSection }) {
  return (
    <nav className={styles.sections} aria-label="Staff sections">
      <strong>Nestora Realty · Staff</strong>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <Link href={section.href} aria-current={section.id === current ? 'page' : undefined} prefetch={false}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
