import { PortfolioTable } from '@/components/portfolio/portfolio-table';
import { PageHero } from '@/components/ui/page-hero';
import { findCompany, getAllProjectEntries } from '@/lib/site/content';
import { pageMetadata } from '@/lib/site/page/seo';
import { portfolioRows, portfolioTotals } from '@/lib/site/project/portfolio';
import type { Metadata } from 'next';
import styles from './projects-count.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Project Portfolio Summary',
  description: 'How many residential and commercial projects we list for each developer.',
  path: '/projects-count',
});

export default function ProjectsCountPage() {
  const rows = portfolioRows(getAllProjectEntries(), (key) => findCompany(key)?.company.name ?? key);
  const totals = portfolioTotals(rows);
  const cards = [
    { label: 'Companies', value: totals.companies },
    { label: 'Residential Projects', value: totals.residential },
    { label: 'Commercial Projects', value: totals.commercial },
  ];
  return (
    <>
      <PageHero title="Project Portfolio Summary" pathname="/projects-count" intro="Projects we list, per developer." />
      <section className="section">
        <div className="container">
          <ul className={styles.cards}>
            {cards.map((card) => (
              <li key={card.label}>
                <span className={styles.value}>{card.value}</span>
                <span>{card.label}</span>
              </li>
            ))}
          </ul>
          <PortfolioTable rows={rows} />
        </div>
      </section>
    </>
  );
}
