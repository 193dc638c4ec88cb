import { HomeContactPopup } from '@/components/forms/home-contact-popup';
import { DeveloperLogoTile } from '@/components/listing/developer-logo-grid';
import { TrendingCard } from '@/components/listing/trending-card';
import { DeferredRecentlyViewed as RecentlyViewed } from '@/components/shortlist/deferred-shortlist';
import { TestimonialCarousel } from '@/components/testimonials/testimonial-carousel';
import { AutoCarousel } from '@/components/ui/auto-carousel';
import { Icon, type IconName } from '@/components/ui/icon';
import { JsonLd } from '@/components/ui/json-ld';
import { SiteImage } from '@/components/ui/site-image';
import { site } from '@/lib/site/config';
import {
  HERO_IMAGES,
  getLeadingDevelopers,
  getServiceTiles,
  getTestimonials,
  getTopLocalities,
  getTrendingProjects,
} from '@/lib/site/content';
import { organizationJsonLd } from '@/lib/site/page/seo';
import { DEVELOPERS_AUTO, TRENDING_AUTO } from '@/lib/site/project/carousel';
import { DeferredTileDialogs as TileDialogs } from './deferred-home';
import { HomeHero } from './home-hero';
import { HomeSection } from './home-section';
import styles from './home-sections.module.css';
import { localityGuideView } from './locality-guide-view';
import { TILE_DIALOG_ATTRIBUTE } from './tile-dialog';

// SPEC section 9: one card by default and at 640 px, two at 768 px, three at 1024 px.
const TESTIMONIALS_PER_VIEW = { 0: 1, 640: 1, 768: 2, 1024: 3 };

// Four tiles a row from 768 px, in the 1200 px container beyond it (home-sections.module.css): a 4K screen needs no 1920 px tile.
const TILE_SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 25vw, 50vw';

const edgeCards: { icon: IconName; title: string; text: string }[] = [
  { icon: 'trophy', title: 'Royalty', text: 'Handpicked luxury addresses and priority allotments at launch prices.' },
  { icon: 'sparkles', title: 'Excellent Services', text: 'Site visits, loans, paperwork and possession, handled end to end.' },
  {
    icon: 'user-group',
    title: 'Top Real Estate Agents',
    text: `Advisors with over ${site.yearsOfExperience} years of experience in the NCR market.`,
  },
  { icon: 'briefcase', title: 'Best Consultant', text: 'Honest, data-backed advice that puts your goals first.' },
];

/** The home page, shared by `/` and `/home`. */
export function HomePage() {
  const trending = getTrendingProjects();
  const developers = getLeadingDevelopers();
  const services = getServiceTiles();
  const testimonials = getTestimonials();
  const localities = getTopLocalities();

  return (
    <>
      {/* The agency's structured data lives on the pages that describe it (home, about, contact), not on every page. */}
      <JsonLd data={organizationJsonLd()} />
      <HomeHero images={HERO_IMAGES} />

      <HomeSection id="trending" title="Trending Projects" subtitle="The projects buyers are asking about most this month.">
        <AutoCarousel
          label="Trending Projects"
          intervalMs={TRENDING_AUTO.intervalMs}
          step={TRENDING_AUTO.step}
          slides={trending.map((project) => (
            <TrendingCard key={project.id} project={project} />
          ))}
        />
        <p className={styles.more}>
          <a href="/trending-projects" target="_blank" rel="noopener" className="btn btn-primary">
            View All Trending Projects
          </a>
        </p>
      </HomeSection>

      <HomeSection
        id="developers"
        title="Leading Real Estate Developers"
        subtitle="We work directly with the NCR’s most trusted builders."
        alt
      >
        <AutoCarousel
          label="Leading Real Estate Developers"
          intervalMs={DEVELOPERS_AUTO.intervalMs}
          step={DEVELOPERS_AUTO.step}
          slideWidth={180}
          slides={developers.map((developer) => (
            <DeveloperLogoTile
              key={developer.id}
              tile={{ key: developer.id, name: developer.name, logo: developer.image, href: developer.url }}
            />
          ))}
        />
        <p className={styles.more}>
          <a href="/developers" target="_blank" rel="noopener" className="btn btn-outline">
            View All Developers
          </a>
        </p>
      </HomeSection>

      <HomeSection id="services" title="Everything you Need at One Place" subtitle="In-house services from search to possession.">
        <ul className={styles.tiles}>
          {services.map((service) => {
            const content = (
              <>
                <SiteImage src={service.image} alt="" fill sizes={TILE_SIZES} />
                <span className={styles.tileName}>{service.name}</span>
              </>
            );
            return (
              <li key={service.id}>
                {service.slug ? (
                  <a href={service.slug} target="_blank" rel="noopener" className={styles.tile}>
                    {content}
                  </a>
                ) : (
                  // The contact form's page until tile-dialogs.tsx opens the contact dialog in its place.
                  <a href="/contact-us" className={styles.tile} {...{ [TILE_DIALOG_ATTRIBUTE]: 'contact' }}>
                    {content}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </HomeSection>

      <HomeSection id="edge" title={`${site.shortName} Edge`} subtitle="Why buyers and investors choose us." alt>
        <ul className={styles.edge}>
          {edgeCards.map(({ icon, title, text }) => (
            <li key={title}>
              <Icon name={icon} size={36} />
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="testimonials" title="Happy client & Feedbacks" subtitle="What our clients say after moving in.">
        <TestimonialCarousel testimonials={testimonials} perView={TESTIMONIALS_PER_VIEW} label="Client testimonials" />
      </HomeSection>

      <HomeSection id="localities" title="Top Localities" subtitle="Properties in Most Popular Places" alt>
        <ul className={styles.tiles}>
          {localities.map((locality) => {
            const content = (
              <>
                <SiteImage src={locality.image} alt="" fill sizes={TILE_SIZES} />
                <span className={styles.tileName}>{locality.name}</span>
              </>
            );
            return (
              <li key={locality.id}>
                {locality.url ? (
                  <a href={locality.url} target="_blank" rel="noopener" className={`${styles.tile} ${styles.dimmed}`}>
                    {content}
                  </a>
                ) : (
                  // The locality's listing until tile-dialogs.tsx opens its guide in its place.
                  <a
                    href={localityGuideView(locality).listingHref}
                    className={`${styles.tile} ${styles.dimmed}`}
                    {...{ [TILE_DIALOG_ATTRIBUTE]: `locality:${locality.id}` }}
                  >
                    {content}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </HomeSection>

      <RecentlyViewed />
      <TileDialogs guides={localities.filter((locality) => !locality.url).map(localityGuideView)} />
      <HomeContactPopup />
    </>
  );
}
