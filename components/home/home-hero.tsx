import { SearchCombobox } from '@/components/search/search-combobox';
import { DeferredContactModalButton as ContactModalButton } from '@/components/ui/deferred-widgets';
import { SiteImage } from '@/components/ui/site-image';
import { serviceLinks } from '@/lib/site/page/navigation';
import { DeferredBuyMenu as BuyMenu, DeferredHeroSlideshow as HeroSlideshow } from './deferred-home';
import styles from './home-hero.module.css';

const intents = [
  { label: 'Rent / Lease', title: 'Rent or lease a property', intent: 'rent' },
  { label: 'Sell', title: 'Sell your property', intent: 'sell' },
] as const;

/** Headline over cross-fading backgrounds, the site search, and the Buy, Rent / Lease and Sell actions. */
export function HomeHero({ images }: { images: readonly string[] }) {
  const [first, ...rest] = images;
  return (
    <section className={styles.hero}>
      {first ? <SiteImage src={first} alt="" fill preload fetchPriority="high" sizes="100vw" className={styles.background} /> : null}
      <HeroSlideshow
        slides={rest.map((src) => (
          <SiteImage key={src} src={src} alt="" fill sizes="100vw" />
        ))}
      />
      <div className={`container ${styles.content}`}>
        <h1>Find Your Dream Property in Gurgaon, Delhi &amp; Noida</h1>
        <p>Verified new launches, ready homes, plots and SCO units from India&apos;s most trusted developers.</p>
        <SearchCombobox />
        <div className={styles.actions}>
          <BuyMenu links={serviceLinks} />
          {intents.map(({ label, title, intent }) => (
            <ContactModalButton key={intent} label={label} title={title} className={styles.heroButton} source="hero" context={{ intent }} />
          ))}
        </div>
      </div>
    </section>
  );
}
