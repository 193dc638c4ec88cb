import { findCompanyIn } from '@/lib/site/content/companies';
import { CONTENT_FILES } from '@/lib/site/content/files';
import { attachFloors, listEntries } from '@/lib/site/content/projects';
import type { Category, ProjectEntry } from '@/lib/site/content/types';
import { companyPath, projectPath } from '@/lib/site/page/paths';
import type { CatalogueDocuments } from './documents';

/** Old address -> the address it answers 308 with. */
export type RedirectMap = Record<string, string>;

/** A project id -> its new id, as the editor knows a rename (the Payload hook passes it). */
export type Renames = Readonly<Record<string, string>>;

/** The developers' index: where a developer's page goes once the developer is gone. */
const DEVELOPERS_PATH = '/developers';

type Project = { id: string; developerKey: string; name: string; reraNumber: string | null; category: Category };

/** A project's addresses a search engine may have indexed, by kind, so that a rename maps each to its own. */
export function projectAddresses({ developerKey, id }: Pick<Project, 'developerKey' | 'id'>) {
  return {
    page: projectPath(developerKey, id),
    specifications: `/specifications/${encodeURIComponent(developerKey)}/${encodeURIComponent(id)}`,
    paymentPlan: `/payment-plans/${encodeURIComponent(id)}`,
  };
}

// The listings a project is shown under: plots and SCO have pages of their own.
function categoryOf({ kind, project }: ProjectEntry): Category {
  if (kind === 'commercial') return /\bSCO\b/.test(project.propertyType) ? 'sco' : 'commercial';
  return /\b(land|plot)/i.test(project.propertyType) ? 'plots' : 'residential';
}

type Catalogue = { projects: Map<string, Project>; developerPages: Map<string, string>; live: Set<string> };

/** What of the documents has an address: the projects by id, the developers' pages, and every such path. */
function catalogueOf(documents: CatalogueDocuments): Catalogue {
  const plans = Object.values(CONTENT_FILES.floorPlans.parse(documents['floorAndPaymentPlans.json'])).flat();
  const entries = listEntries({
    residential: attachFloors(CONTENT_FILES.residentialProjects.parse(documents['residentialProjects.json']), plans),
    commercial: attachFloors(CONTENT_FILES.commercialProjects.parse(documents['commercialProjects.json']), plans),
  });
  const companies = CONTENT_FILES.companies.parse(documents['companyData.json']);
  const projects = new Map<string, Project>();
  const live = new Set<string>();
  for (const entry of entries) {
    const { project, developerKey } = entry;
    projects.set(project.id, {
      id: project.id,
      developerKey,
      name: project.name,
      reraNumber: project.reraNumber,
      category: categoryOf(entry),
    });
    for (const path of Object.values(projectAddresses({ developerKey, id: project.id }))) live.add(path);
  }
  const developerPages = new Map(Object.keys(companies).map((slug) => [slug, companyPath(slug)]));
  for (const path of developerPages.values()) live.add(path);
  const developerOf = (key: string) => findCompanyIn(companies, key)?.slug;
  // A project's developer, as its page links it: by the project file's key, or the company's name.
  for (const project of projects.values()) {
    const slug = developerOf(project.developerKey);
    if (slug) developerPages.set(project.developerKey, companyPath(slug));
  }
  return { projects, developerPages, live };
}

const looseName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Where a project of `before` that `after` no longer has went: the project the caller named, the same id under
 * another developer, the project it was renamed from that is back (a restore undoing a rename), or the one new
 * project of the same developer with its name or RERA number; else none.
 */
function successorOf(gone: Project, before: Catalogue, after: Catalogue, renamed: Renames, redirects: RedirectMap): Project | null {
  const named = renamed[gone.id];
  if (named !== undefined && after.projects.has(named)) return after.projects.get(named)!;
  const moved = after.projects.get(gone.id);
  if (moved) return moved;
  const page = projectAddresses(gone).page;
  const undone = [...after.projects.values()].find((project) => redirects[projectAddresses(project).page] === page);
  if (undone) return undone;
  const candidates = [...after.projects.values()].filter(
    (project) =>
      !before.projects.has(project.id) &&
      project.developerKey === gone.developerKey &&
      (looseName(project.name) === looseName(gone.name) || (gone.reraNumber !== null && project.reraNumber === gone.reraNumber)),
  );
  return candidates.length === 1 ? candidates[0]! : null;
}

/** Follows `path` through `map` to where it ends; null for a cycle. */
function finalTarget(map: RedirectMap, path: string): string | null {
  const seen = new Set([path]);
  let target = map[path]!;
  while (map[target] !== undefined) {
    if (seen.has(target)) return null;
    seen.add(target);
    target = map[target]!;
  }
  return target;
}

/**
 * The redirects of the catalogue `next`, published after `previous` (which had `previousRedirects`): each address of
 * a project `next` no longer has answers with its successor's same address (a rename: `renamed`, or detected), or
 * with its developer's page, or its category's listing when the developer is gone too; a developer's page that is
 * gone, with the developers' index. Chains are collapsed (A->B, then B->C: A->C), and a path that is a live page of
 * `next` again has none. The seed (no previous) has none.
 */
export function computeRedirects(
  previous: CatalogueDocuments | null,
  previousRedirects: RedirectMap,
  next: CatalogueDocuments,
  renamed: Renames = {},
): RedirectMap {
  if (!previous) return {};
  const before = catalogueOf(previous);
  const after = catalogueOf(next);
  const map: RedirectMap = { ...previousRedirects };
  for (const gone of before.projects.values()) {
    const old = projectAddresses(gone);
    if (after.live.has(old.page)) continue;
    const successor = successorOf(gone, before, after, renamed, previousRedirects);
    if (successor) {
      const now = projectAddresses(successor);
      Object.assign(map, { [old.page]: now.page, [old.specifications]: now.specifications, [old.paymentPlan]: now.paymentPlan });
      continue;
    }
    const fallback = after.developerPages.get(gone.developerKey) ?? `/${gone.category}`;
    for (const path of Object.values(old)) map[path] = fallback;
  }
  for (const path of before.developerPages.values()) if (!after.live.has(path)) map[path] = DEVELOPERS_PATH;

  // A live page answers for itself: its old redirect goes before the chains are followed through it.
  for (const from of Object.keys(map)) if (after.live.has(from)) delete map[from];
  const collapsed: RedirectMap = {};
  for (const from of Object.keys(map)) {
    const to = finalTarget(map, from);
    if (to !== null) collapsed[from] = to;
  }
  return collapsed;
}
