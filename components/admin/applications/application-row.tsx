import type { JobApplication } from '@/lib/generated/prisma/client';
import { formatIst } from '@/lib/platform/time/india';
import { SpamBadge } from '../leads/spam-badge';
import styles from '../shared.module.css';

export const applicationColumns = ['Received', 'Name', 'Email', 'Department', 'Position', 'About'];

/** One job application in the applications list. */
export function ApplicationRow({ application }: { application: JobApplication }) {
  return (
    <tr>
      <td className={styles.nowrap}>{formatIst(application.createdAt)}</td>
      <td>
        {application.name} <SpamBadge spam={application.spam} />
      </td>
      <td>
        <a href={`mailto:${application.email}`}>{application.email}</a>
      </td>
      <td>{application.department}</td>
      <td>{application.position}</td>
      <td className={styles.message}>{application.about}</td>
    </tr>
  );
}
