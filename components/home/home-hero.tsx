import Image from 'next/image';
import Link from 'next/link';
import { HiMagnifyingGlass } from 'react-icons/hi2';
import { serviceLinks } from '@/lib/navigation';
import styles from './home-hero.module.css';

/** Headline, a locality search that works without JavaScript, and the Buy menu. */
export function HomeHero({ image }: { image: string }) {
  return (
    <section className={styles.hero}>
      <Image src={image} alt="" fill priority sizes="100vw" className={styles.background} />
      <div className={`container ${styles.content}`}>
        <h1>Find Your Dream Property in Gurgaon, Delhi &amp; Noida</h1>
        <p>Verified new launches, ready homes, plots and SCO units from India&apos;s most trusted developers.</p>
        <form action="/project-details" method="get" role="search" className={styles.search}>
          <label htmlFor="hero-search" className="visually-hidden">
            Search by locality, for example Golf Course Road
          </label>
          <input
            id="hero-search"
            name="locality"
            type="search"
            placeholder="Search locality, e.g. Golf Course Road"
            autoComplete="off"
          />
          <button type="submit" aria-label="Search">
            <HiMagnifyingGlass aria-hidden size={22} />
          </button>
        </form>
        <nav aria-label="Buy" className={styles.buy}>
          <span className={styles.buyLabel}>Buy:</span>
          {serviceLinks.map((link) => (
            <Link key={link.href} href={link.href}>
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </section>
  );
}
