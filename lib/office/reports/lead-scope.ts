import { Prisma } from '@/lib/generated/prisma/client';
import { findCity, getCityProjects } from '@/lib/site/content';
import 'server-only';
import { filterInstants, type ReportFilter } from './report-filter';

/**
 * A city's leads: those sent from its pages, and those about one of its projects (a project page
 * does not store the city).
 */
function cityWhere(slug: string): Prisma.Sql {
  const city = findCity(slug);
  if (!city) return Prisma.sql`1 = 0`;
  const projectIds = getCityProjects(city.slug).map((entry) => entry.project.id);
  const byProject = projectIds.length ? Prisma.sql` OR e."projectId" IN (${Prisma.join(projectIds)})` : Prisma.empty;
  return Prisma.sql`(e."city" = ${city.name}${byProject})`;
}

/** The filter's project, developer and city conditions on `e`, each starting with AND. */
export function placeWhere(filter: Pick<ReportFilter, 'project' | 'developer' | 'city'>): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (filter.project) parts.push(Prisma.sql`e."projectId" = ${filter.project}`);
  if (filter.developer) parts.push(Prisma.sql`e."projectDeveloper" = ${filter.developer}`);
  if (filter.city) parts.push(cityWhere(filter.city));
  return parts.length ? Prisma.sql` AND ${Prisma.join(parts, ' AND ')}` : Prisma.empty;
}

/**
 * The leads a report counts, as a WHERE clause on `e`: buyers' first enquiries (a repeat joins its
 * lead and is not a new lead), not marked as possible spam nor a source's test lead, received within the range (India time),
 * at the filter's place.
 */
export function leadScopeWhere(filter: ReportFilter): Prisma.Sql {
  const { start, end } = filterInstants(filter);
  return Prisma.sql`e."repeatOfId" IS NULL AND e."spam" = false AND e."isTest" = false
    AND e."createdAt" >= ${start} AND e."createdAt" < ${end}${placeWhere(filter)}`;
}
