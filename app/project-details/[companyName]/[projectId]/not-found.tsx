import Link from 'next/link';
import { GoBackButton } from '@/components/ui/go-back-button';
import styles from '@/app/not-found.module.css';

export default function ProjectNotFound() {
  return (
    <section className={`container ${styles.notFound}`}>
      <h1>Project not found</h1>
      <p className={styles.hint}>This project may have been removed, or the link may be mistyped.</p>
      <div className={styles.actions}>
        <GoBackButton className="btn btn-primary" />
        <Link href="/project-details" className="btn btn-outline">
          Explore Properties
        </Link>
      </div>
    </section>
  );
}
