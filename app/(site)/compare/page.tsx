import gridStyles from '@/components/listing/project-grid.module.css';
import { CompareTable } from '@/components/shortlist/compare-table';
import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import { PageHero } from '@/components/ui/page-hero';
import { findProject, getFloorPlanProject, type ProjectEntry } from '@/lib/site/content';
import { pageMetadata } from '@/lib/site/page/seo';
import { COMPARE_MAX, COMPARE_MIN, compareRows } from '@/lib/site/project/compare';
import { parseIdList } from '@/lib/site/shortlist/ids';
import type { Metadata } from 'next';
import styles from './compare.module.css';

// A personal view built from the link's query: canonical, but kept out of the index.
export const metadata: Metadata = pageMetadata({
  title: 'Compare Projects',
  description: 'Your chosen projects side by side: price, price per sq ft, area, status, possession, RERA and EMI.',
  path: '/compare',
  noindex: true,
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ComparePage({ searchParams }: { searchParams: SearchParams }) {
  const { ids, rejected } = parseIdList((await searchParams).ids);
  const found: ProjectEntry[] = [];
  const unknown: string[] = [];
  for (const id of ids) {
    const entry = findProject('', id);
    if (entry) found.push(entry);
    else unknown.push(id);
  }
  const shown = found.slice(0, COMPARE_MAX);
  const rows = compareRows(shown.map(({ project }) => ({ project, paymentPlan: getFloorPlanProject(project.id)?.paymentPlan ?? null })));

  return (
    <>
      <PageHero
        title="Compare Projects"
        pathname="/compare"
        intro="Side by side, from our project data. EMI is for a loan of 80 % of the lower price at 8.5 % a year over 20 years."
      />
      <section className="section">
        <div className="container">
          {(unknown.length > 0 || rejected > 0 || found.length > COMPARE_MAX) && (
            <div className={styles.notes} role="note">
              {unknown.length > 0 && <p>Not found and skipped: {unknown.join(', ')}.</p>}
              {rejected > 0 && (
                <p>
                  {rejected} {rejected === 1 ? 'entry' : 'entries'} in the link {rejected === 1 ? 'is' : 'are'} not a project id and{' '}
                  {rejected === 1 ? 'was' : 'were'} skipped.
                </p>
              )}
              {found.length > COMPARE_MAX && <p>Only the first {COMPARE_MAX} projects are compared.</p>}
            </div>
          )}
          {shown.length >= COMPARE_MIN ? (
            <CompareTable
              columns={shown.map(({ project, developerKey }) => ({ id: project.id, name: project.name, developerKey }))}
              rows={rows}
            />
          ) : (
            <p className={gridStyles.empty}>
              Choose {COMPARE_MIN} to {COMPARE_MAX} projects on your shortlist to compare them side by side.
            </p>
          )}
          <p className={styles.back}>
            <Link href="/shortlist">Back to my shortlist</Link>
          </p>
        </div>
      </section>
    </>
  );
}
