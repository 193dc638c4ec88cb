import { DraggableBanner } from '@/components/listing/draggable-banner';
import { ProjectGrid } from '@/components/listing/project-grid';
import { DeveloperStats } from '@/components/project/developer-stats';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ExpandableText } from '@/components/ui/expandable-text';
import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import sectionHeader from '@/components/ui/section-header.module.css';
import { SegmentedLinks } from '@/components/ui/segmented-links';
import { SiteImage } from '@/components/ui/site-image';
import { findCompany, getCompanies, getDeveloperProjects, type ProjectEntry } from '@/lib/site/content';
import { DEFAULT_QUERY, listingHref } from '@/lib/site/listing/query';
import { companyPath } from '@/lib/site/page/paths';
import { pageMetadata } from '@/lib/site/page/seo';
import { shortDescription } from '@/lib/site/page/text';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import styles from './company.module.css';

type Params = { params: Promise<{ companyName: string }> };

// Unknown ids get the site's not-found page instead of an on-demand render,
// which would be written to the route cache: a stream of invented URLs would fill the disk.
export const dynamicParams = false;

/** The listing's map of the developer's projects: of the residential kind, unless it has only commercial ones. */
function developerMapHref(developerKey: string, projects: readonly ProjectEntry[]): string {
  const type = projects.some((entry) => entry.kind === 'residential') ? 'residential' : 'commercial';
  return listingHref({ ...DEFAULT_QUERY, type, developers: [developerKey], view: 'map' });
}

export function generateStaticParams() {
  return Object.keys(getCompanies()).map((companyName) => ({ companyName }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const found = findCompany(decodeURIComponent((await params).companyName));
  if (!found) return {};
  const { slug, company } = found;
  return pageMetadata({
    title: `${company.name} Projects in ${company.cityPresence.join(', ')}`,
    description: shortDescription(company.description, 20, 40),
    path: companyPath(slug),
    image: company.bgImage,
  });
}

export default async function CompanyPage({ params }: Params) {
  const found = findCompany(decodeURIComponent((await params).companyName));
  if (!found) notFound();
  const { slug, company } = found;
  const projects = getDeveloperProjects(slug);

  return (
    <>
      <DraggableBanner className={styles.banner}>
        {/* An image element rather than a CSS background, so the LCP image is responsive and preloaded. */}
        <SiteImage
          src={company.bgImage}
          alt=""
          fill
          sizes="100vw"
          preload
          fetchPriority="high"
          draggable={false}
          className={styles.bannerImage}
        />
        <div className={`container ${styles.bannerInner}`}>
          <Breadcrumb pathname={companyPath(slug)} labels={{ [slug]: company.name }} tone="light" />
          <div className={styles.identity}>
            <span className={styles.logo}>
              <SiteImage src={company.logo} alt="" fill sizes="150px" />
            </span>
            <div>
              <h1>{company.name}</h1>
              <p>{company.cityPresence.join(' · ')}</p>
            </div>
          </div>
        </div>
      </DraggableBanner>

      <section className="section">
        <div className={`container ${styles.about}`}>
          <DeveloperStats company={company} className={styles.stats} />
          <div>
            <h2>About {company.name}</h2>
            <ExpandableText short={shortDescription(company.description)} full={company.paragraphs} />
          </div>
        </div>
      </section>

      <section className="section section-alt">
        <div className="container">
          <div className={sectionHeader.withAside}>
            <div>
              <h2>Projects by {company.name}</h2>
              <p className="section-count">
                {projects.length} listed · <NoPrefetchLink href="/project-details">Explore Properties</NoPrefetchLink>
              </p>
            </div>
            {projects.length > 0 && (
              <SegmentedLinks
                label={`View projects by ${company.name}`}
                links={[
                  { label: 'List', href: companyPath(slug), current: true },
                  { label: 'Map', href: developerMapHref(slug, projects), current: false },
                ]}
              />
            )}
          </div>
          <ProjectGrid entries={projects} emptyText={`No ${company.name} projects are listed right now.`} />
        </div>
      </section>
    </>
  );
}
