import type { ProjectRef } from '@/components/forms/enquiry-form';
import type { Project } from '@/lib/site/content';

/** What an enquiry sent from a project page records about the project. */
export function projectRef(project: Project, developerKey: string): ProjectRef {
  return { developer: developerKey, id: project.id, name: project.name };
}
