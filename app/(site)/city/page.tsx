import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import { PageHero } from '@/components/ui/page-hero';
import { getCities, getCityProjects } from '@/lib/site/content';
import { pageMetadata } from '@/lib/site/page/seo';
import type { Metadata } from 'next';
import styles from './cities.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Cities We Serve',
  description: 'New projects and property advice in Gurgaon, Delhi and Noida.',
  path: '/city',
});

export default function CitiesPage() {
  return (
    <>
      <PageHero title="Cities We Serve" pathname="/city" intro="Choose a city to see its residential and commercial projects." />
      <section className="section">
        <ul className={`container ${styles.cities}`}>
          {getCities().map((city) => (
            <li key={city.slug}>
              <Link href={`/city/${city.slug}`} className={styles.city}>
                <h2>{city.name}</h2>
                <p>{city.description}</p>
                <span>{getCityProjects(city.slug).length} projects</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
