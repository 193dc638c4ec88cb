import type { ProjectRef } from '@/components/forms/enquiry-form';
import { SiteVisitForm } from '@/components/forms/site-visit-form';
import { replacement } from '@/components/ui/island-takeover';

/**
 * SiteVisitForm in the place of the server's plain one (site-visit-takeover.tsx), with what the visitor typed, chose
 * or ticked there (a time slot's radio included) and the fill time counted from when the plain form could be used.
 */
export const SiteVisitReplacement = replacement<{ project: ProjectRef }>(function SiteVisitReplacement({ carried, project }) {
  return <SiteVisitForm project={project} resume={carried ?? undefined} />;
});
