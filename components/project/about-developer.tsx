import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import { SiteImage } from '@/components/ui/site-image';
import type { Company } from '@/lib/site/content';
import { companyPath } from '@/lib/site/page/paths';
import { shortDescription } from '@/lib/site/page/text';
import { DeveloperStats } from './developer-stats';
import styles from './project.module.css';

export function AboutDeveloper({ slug, company }: { slug: string; company: Company }) {
  return (
    <div className={styles.developer}>
      <span className={styles.developerLogo}>
        <SiteImage src={company.logo} alt={`${company.name} logo`} fill sizes="120px" />
      </span>
      <div>
        <DeveloperStats company={company} className={styles.facts} />
        <p>{shortDescription(company.description)}</p>
        <NoPrefetchLink href={companyPath(slug)}>More about {company.name}</NoPrefetchLink>
      </div>
    </div>
  );
}
