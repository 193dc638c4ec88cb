import type { AboutContent } from '@/lib/site/content/types';
import styles from './site-footer.module.css';

/** The agency's RERA registrations as an agent (data/about.json), which every advertisement of a project must carry. */
export function AgentRegistrations({ registrations }: { registrations: AboutContent['agentRegistrations'] }) {
  if (registrations.length === 0) return null;
  return (
    <p className={styles.registrations}>
      RERA agent registration:{' '}
      {registrations.map(({ authority, number }, index) => (
        <span key={authority}>
          {index > 0 && ' · '}
          {authority} <span className={styles.registrationNumber}>{number}</span>
        </span>
      ))}
    </p>
  );
}
