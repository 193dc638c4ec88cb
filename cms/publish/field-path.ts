/**
 * Where in the editor a refusal of the data files points: "data/residentialProjects.json: godrej[2].price: …" is
 * the field `price` of a project; "data/about.json: agentRegistrations[1].number: …" is that row of the About page.
 */
export type Refusal = { file: string; path: string; message: string };

/** The first problem of a ContentError's message ("data/<file>: <path>: <message>; …"). */
export function firstRefusal(errorMessage: string): Refusal | null {
  const match = /^data\/([^:]+): ([^:]+): ([^;]+)/.exec(errorMessage);
  return match ? { file: match[1]!, path: match[2]!, message: match[3]!.trim() } : null;
}

// Lists a global holds, by the data file they become, and the field of the global that is the list.
const GLOBAL_LISTS: Record<string, string> = {
  'trendingProjects.json': 'trendingProjects',
  'leadingRealEstateDevelopers.json': 'leadingDevelopers',
  'everythingContainer.json': 'serviceTiles',
  'testimonials.json': 'items',
  'topLocalities.json': 'topLocalities',
  'searchData.json': 'entries',
  'cities.json': 'cities',
  'landingSegments.json': 'segments',
  'careerOpenings.json': 'departments',
};

const RENAMED: Record<string, string> = { id: 'projectId' };

const dotted = (path: string) => path.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');

/** The editor's field path for a refusal, e.g. `price`, `floors.1.area`, `agentRegistrations.1.number`. */
export function editorFieldPath({ file, path }: Refusal): string {
  if (/^(residential|commercial)Projects\.json$|^floorAndPaymentPlans\.json$/.test(file)) {
    const rest = dotted(path.replace(/^[^[.]+\[\d+\]\.?/, ''));
    const [head = 'name', ...tail] = rest.split('.');
    return [RENAMED[head] ?? head, ...tail].join('.');
  }
  if (file === 'companyData.json') return dotted(path.replace(/^[^.]+\.?/, '')) || 'name';
  if (file === 'categories.json') return 'categories';
  if (file === 'location.json') return 'localityNames';
  const list = GLOBAL_LISTS[file];
  if (list) return `${list}.${dotted(path).replace(/\.id(?=\.|$)/, '.key')}`.replace(/\.\(root\)$/, '');
  return dotted(path);
}
