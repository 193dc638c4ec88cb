import type { Lead } from '@/lib/generated/prisma/client';
import { storedShortlistRefs } from '@/lib/office/leads/stored-shortlist';
import { projectPath } from '@/lib/site/page/paths';
import { askedProject } from '@/lib/site/project/asked-project';
import shared from '../shared.module.css';
import { AskedProjectLink } from './asked-project-link';
import styles from './leads.module.css';

/** What a lead asked about: a shortlist, a project (by name, linked) and the place it was sent from. */
export function ProjectCell({ lead }: { lead: Lead }) {
  const project = askedProject(lead);
  const place = [lead.locality, lead.city].filter(Boolean).join(', ');
  const shortlist = storedShortlistRefs(lead.shortlist);
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
      {project ? <AskedProjectLink project={project} /> : lead.projectName}
      {place ? <span className={shared.detail}>{place}</span> : null}
    </>
  );
}
