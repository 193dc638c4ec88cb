import styles from '@/components/ui/notice-page.module.css';
import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Not found' };

/** A lead, or a page, the signed-in member cannot see: a 404 that says no more, in the staff area's layout. */
export default function StaffNotFound() {
  return (
    <section className={`container ${styles.notFound}`}>
      <h1>Not found</h1>
      <p className={styles.hint}>This page does not exist, or your account cannot open it.</p>
      <div className={styles.actions}>
        <Link href="/admin/leads" className="btn btn-primary" prefetch={false}>
          Back to leads
        </Link>
      </div>
    </section>
  );
}
