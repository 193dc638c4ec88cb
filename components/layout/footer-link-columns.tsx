'use client';

// A client component for no interactivity: its links are in the HTML once, where a server component's would also be
// spelt out again in every page's RSC payload. Its data (lib/site/page/navigation.ts) and NoPrefetchLink are in the
// header's JavaScript already; the cities come as names and slugs.
import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import { cityColumnLinks, quickLinks, serviceLinks, type NavLink } from '@/lib/site/page/navigation';
import styles from './site-footer.module.css';

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className={styles.columnTitle}>{title}</h2>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.label}>
            <NoPrefetchLink href={link.href}>{link.label}</NoPrefetchLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Property in {city}': each city's page and its residential and commercial pages (SPEC, footer). */
export function CityColumns({ cities }: { cities: readonly { name: string; slug: string }[] }) {
  return (
    <div className={`container ${styles.cities}`}>
      {cities.map((city) => (
        <LinkColumn key={city.slug} title={`Property in ${city.name}`} links={cityColumnLinks(city.name, city.slug)} />
      ))}
    </div>
  );
}

export function QuickLinksColumn() {
  return <LinkColumn title="Quick Links" links={[...quickLinks, { label: 'Leading Developers', href: '/developers' }]} />;
}

export function ServicesColumn() {
  return <LinkColumn title="Our Services" links={serviceLinks} />;
}
