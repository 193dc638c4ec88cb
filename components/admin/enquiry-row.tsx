import { formatIst } from '@/lib/admin/ist';
import { storedShortlistRefs } from '@/lib/admin/stored-shortlist';
import type { Enquiry } from '@/lib/generated/prisma/client';
import { projectPath } from '@/lib/paths';
import { SpamBadge } from './spam-badge';
import { StatusForm } from './status-form';
import styles from './staff.module.css';

export const enquiryColumns = ['Received', 'Name', 'Contact', 'Message', 'Form', 'Project / place', 'Status'];

function ProjectCell({ enquiry }: { enquiry: Enquiry }) {
  const label = enquiry.projectName ?? enquiry.projectId;
  const place = [enquiry.locality, enquiry.city].filter(Boolean).join(', ');
  const shortlist = storedShortlistRefs(enquiry.shortlist);
  return (
    <>
      {shortlist.length > 0 ? (
        <ul className={styles.shortlist} aria-label={`Shortlist of ${shortlist.length} projects`}>
          {shortlist.map((ref) => (
            <li key={`${ref.developer}/${ref.id}`}>
              <a href={projectPath(ref.developer, ref.id)} target="_blank" rel="noopener">
                {ref.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {label && enquiry.projectDeveloper && enquiry.projectId ? (
        <a href={projectPath(enquiry.projectDeveloper, enquiry.projectId)} target="_blank" rel="noopener">
          {label}
        </a>
      ) : (
        label
      )}
      {place ? <span className={styles.detail}>{place}</span> : null}
    </>
  );
}

/** One lead in the enquiries list. */
export function EnquiryRow({ enquiry }: { enquiry: Enquiry }) {
  return (
    <tr>
      <td className={styles.nowrap}>{formatIst(enquiry.createdAt)}</td>
      <td>
        {enquiry.name} <SpamBadge spam={enquiry.spam} />
      </td>
      <td className={styles.nowrap}>
        {enquiry.phone ? <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>{enquiry.phone}</a> : null}
        {enquiry.email ? (
          <a className={styles.detail} href={`mailto:${enquiry.email}`}>
            {enquiry.email}
          </a>
        ) : null}
      </td>
      <td className={styles.message}>{enquiry.message}</td>
      <td className={styles.origin}>
        {enquiry.source}
        {enquiry.intent ? <span className={styles.detail}>Intent: {enquiry.intent}</span> : null}
        {enquiry.pagePath ? <span className={styles.detail}>{enquiry.pagePath}</span> : null}
      </td>
      <td>
        <ProjectCell enquiry={enquiry} />
      </td>
      <td>
        <StatusForm id={enquiry.id} name={enquiry.name} status={enquiry.stage} />
      </td>
    </tr>
  );
}
