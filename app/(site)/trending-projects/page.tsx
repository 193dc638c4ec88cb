import { TrendingCard } from '@/components/listing/trending-card';
import { PageHero } from '@/components/ui/page-hero';
import { getTrendingProjects } from '@/lib/site/content';
import { pageMetadata } from '@/lib/site/page/seo';
import type { Metadata } from 'next';
import styles from './trending.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Trending Projects',
  description: 'The most enquired-about new projects in Gurgaon, Delhi and Noida this month, with prices.',
  path: '/trending-projects',
});

export default function TrendingProjectsPage() {
  const projects = getTrendingProjects();
  return (
    <>
      <PageHero
        title="Trending Projects"
        pathname="/trending-projects"
        intro="The projects buyers are asking us about most right now. Each opens in a new tab."
      />
      <section className="section">
        <div className="container">
          <ul className={styles.grid}>
            {projects.map((project, index) => (
              <li key={project.id}>
                <TrendingCard project={project} preload={index === 0} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
