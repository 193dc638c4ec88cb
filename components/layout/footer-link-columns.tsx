import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import { cityColumnLinks, quickLinks, serviceLinks, type NavLink } from '@/lib/site/page/navigation';
import styles from './site-footer.module.css';

// The footer's link columns, rendered by the server and kept by the browser without this code (layout-markup.tsx).

function LinkList({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <>
      <h2 className={styles.columnTitle}>{title}</h2>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.label}>
            <NoPrefetchLink href={link.href}>{link.label}</NoPrefetchLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/** 'Property in {city}': each city's page and its residential and commercial pages (SPEC, footer). */
export function CityColumns({ cities }: { cities: readonly { name: string; slug: string }[] }) {
  return cities.map((city) => (
    <div key={city.slug}>
      <LinkList title={`Property in ${city.name}`} links={cityColumnLinks(city.name, city.slug)} />
    </div>
  ));
}

const columns = {
  quick: { title: 'Quick Links', links: [...quickLinks, { label: 'Leading Developers', href: '/developers' }] },
  services: { title: 'Our Services', links: serviceLinks },
};

/** The Quick Links or Our Services column. */
export function LinkColumn({ column }: { column: keyof typeof columns }) {
  return <LinkList {...columns[column]} />;
}
