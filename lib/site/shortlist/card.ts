import type { ProjectEntry } from '../content/types';
import { projectPath } from '../page/paths';

/** What the shortlist page and the recently viewed strip need to draw a project card. */
export type ShortlistCard = {
  id: string;
  developerKey: string;
  name: string;
  developer: string;
  image: string;
  price: string;
  localities: string;
  propertyType: string;
  bedrooms: string;
  href: string;
};

export function toShortlistCard({ project, developerKey }: ProjectEntry): ShortlistCard {
  return {
    id: project.id,
    developerKey,
    name: project.name,
    developer: project.developer,
    image: project.image,
    price: project.price,
    localities: project.localities,
    propertyType: project.propertyType,
    bedrooms: project.bedrooms,
    href: projectPath(developerKey, project.id),
  };
}
