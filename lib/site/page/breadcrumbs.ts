import { deslugify } from './slug';

export type Crumb = { label: string; href?: string };

// Intermediate paths the SPEC's rule produces that have no page of their own: a link there would be a 404, so
// their crumbs are plain text.
const pathsWithoutPage = [/^\/payment-plans$/, /^\/specifications(\/[^/]+)?$/, /^\/city\/[^/]+\/locality$/];

const hasPage = (path: string) => !pathsWithoutPage.some((pattern) => pattern.test(path));

/**
 * SPEC rule: Home, then one crumb per path segment (capitalised, hyphens to spaces);
 * the last crumb is the current page and carries no link, nor does a crumb whose path has no page. `labels` may name a segment
 * better than its slug (e.g. a project's real name).
 */
export function buildBreadcrumbs(pathname: string, labels: Readonly<Record<string, string>> = {}): Crumb[] {
  const segments = pathname.split('?')[0]!.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  segments.forEach((segment, index) => {
    const decoded = safeDecode(segment);
    const label = labels[decoded] ?? deslugify(decoded);
    const isLast = index === segments.length - 1;
    const href = `/${segments.slice(0, index + 1).join('/')}`;
    crumbs.push(isLast || !hasPage(href) ? { label } : { label, href });
  });
  if (segments.length === 0) delete crumbs[0]!.href;
  return crumbs;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
