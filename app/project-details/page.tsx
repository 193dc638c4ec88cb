import type { Metadata } from 'next';
import Link from 'next/link';
import { NoResultsEnquiryForm } from '@/components/forms/no-results-enquiry-form';
import { ProjectGrid } from '@/components/listing/project-grid';
import { RecentlyViewed } from '@/components/shortlist/recently-viewed';
import { PageHero } from '@/components/ui/page-hero';
import { Pagination } from '@/components/ui/pagination';
import { getAllProjectEntries, type Project, type ProjectKind } from '@/lib/content';
import { clampPage, pageCount, pageSlice } from '@/lib/pagination';
import styles from './listing.module.css';

export const metadata: Metadata = {
  title: 'Explore Properties',
  description: 'New residential and commercial projects in Gurgaon, Delhi and Noida: prices, sizes, status and RERA details.',
  alternates: { canonical: '/project-details' },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const kinds: { kind: ProjectKind; label: string }[] = [
  { kind: 'residential', label: 'Residential' },
  { kind: 'commercial', label: 'Commercial' },
];

function listingHref(kind: ProjectKind, page = 1, locality = ''): string {
  const query = new URLSearchParams();
  if (kind !== 'residential') query.set('type', kind);
  if (locality) query.set('locality', locality);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/project-details?${text}` : '/project-details';
}

function matchesLocality(project: Project, locality: string): boolean {
  if (!locality) return true;
  const wanted = locality.toLowerCase();
  return [project.localities, project.location].some((text) => text.toLowerCase().includes(wanted));
}

export default async function ProjectListingPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const kind: ProjectKind = query.type === 'commercial' ? 'commercial' : 'residential';
  const locality = typeof query.locality === 'string' ? query.locality.trim() : '';
  const entries = getAllProjectEntries().filter(
    (entry) => entry.kind === kind && matchesLocality(entry.project, locality),
  );
  const count = pageCount(entries.length);
  const page = clampPage(query.page, count);

  return (
    <>
      <PageHero
        title="Find Your Perfect Property"
        pathname="/project-details"
        intro="Verified new projects from leading developers in Gurgaon, Delhi and Noida."
      />
      <section className="section">
        <div className="container">
          <nav aria-label="Property type" className={styles.toggle}>
            {kinds.map((option) => (
              <Link
                key={option.kind}
                href={listingHref(option.kind, 1, locality)}
                aria-current={option.kind === kind ? 'page' : undefined}
                className={option.kind === kind ? styles.active : undefined}
              >
                {option.label}
              </Link>
            ))}
          </nav>
          <p className="section-count">
            {entries.length} {kind} projects{locality && ` in “${locality}”`} · page {page} of {count}
          </p>
          {entries.length > 0 ? (
            <>
              <ProjectGrid entries={pageSlice(entries, page)} />
              <Pagination current={page} count={count} hrefFor={(target) => listingHref(kind, target, locality)} />
            </>
          ) : (
            <div className={styles.noResults}>
              <h2>No properties matched your search</h2>
              <p>Tell us what you are looking for and we will find it for you.</p>
              <NoResultsEnquiryForm />
            </div>
          )}
        </div>
      </section>
      <RecentlyViewed />
    </>
  );
}
