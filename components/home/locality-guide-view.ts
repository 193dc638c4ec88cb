import { getGuideProjects, type Locality } from '@/lib/site/content';
import { projectPath } from '@/lib/site/page/paths';
import { formatRupees } from '@/lib/site/project/rupees';
import type { LocalityGuideView } from './tile-dialog';

/** The plain props the guide dialog needs, resolved on the server. */
export function localityGuideView(locality: Locality): LocalityGuideView {
  const { min, max } = locality.guide.pricePerSqft;
  return {
    id: locality.id,
    name: locality.name,
    summary: locality.guide.summary,
    priceRange: `${formatRupees(min)} – ${formatRupees(max)}`,
    projects: getGuideProjects(locality).map(({ developerKey, project }) => ({
      name: project.name,
      href: projectPath(developerKey, project.id),
    })),
    listingHref: `/project-details?locality=${encodeURIComponent(locality.name)}`,
  };
}
