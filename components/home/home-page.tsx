import Image from 'next/image';
import { HiOutlineBriefcase, HiOutlineSparkles, HiOutlineTrophy, HiOutlineUserGroup } from 'react-icons/hi2';
import { ContactModalButton } from '@/components/forms/contact-modal-button';
import { HomeContactPopup } from '@/components/forms/home-contact-popup';
import { DeveloperLogoTile } from '@/components/listing/developer-logo-grid';
import { TrendingCard } from '@/components/listing/trending-card';
import { AutoCarousel } from '@/components/ui/auto-carousel';
import { DEVELOPERS_AUTO, TRENDING_AUTO } from '@/lib/carousel';
import {
  HERO_IMAGES,
  getLeadingDevelopers,
  getServiceTiles,
  getTestimonials,
  getTopLocalities,
  getTrendingProjects,
} from '@/lib/content';
import { site } from '@/lib/site';
import { HomeHero } from './home-hero';
import { HomeSection } from './home-section';
import { LocalityGuideButton } from './locality-guide-button';
import { localityGuideView } from './locality-guide-view';
import styles from './home-sections.module.css';

const edgeCards = [
  { icon: HiOutlineTrophy, title: 'Royalty', text: 'Handpicked luxury addresses and priority allotments at launch prices.' },
  { icon: HiOutlineSparkles, title: 'Excellent Services', text: 'Site visits, loans, paperwork and possession, handled end to end.' },
  {
    icon: HiOutlineUserGroup,
    title: 'Top Real Estate Agents',
    text: `Advisors with over ${site.yearsOfExperience} years of experience in the NCR market.`,
  },
  { icon: HiOutlineBriefcase, title: 'Best Consultant', text: 'Honest, data-backed advice that puts your goals first.' },
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
      <HomeHero images={HERO_IMAGES} />

      <HomeSection
        id="trending"
        title="Trending Projects"
        subtitle="The projects buyers are asking about most this month."
      >
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

      <HomeSection
        id="services"
        title="Everything you Need at One Place"
        subtitle="In-house services from search to possession."
      >
        <ul className={styles.tiles}>
          {services.map((service) => {
            const content = (
              <>
                <Image src={service.image} alt="" fill sizes="(min-width: 768px) 25vw, 50vw" />
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
                  <ContactModalButton label={service.name} className={styles.tile} source="contact-modal">
                    {content}
                  </ContactModalButton>
                )}
              </li>
            );
          })}
        </ul>
      </HomeSection>

      <HomeSection id="edge" title={`${site.shortName} Edge`} subtitle="Why buyers and investors choose us." alt>
        <ul className={styles.edge}>
          {edgeCards.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Icon aria-hidden size={36} />
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="testimonials" title="Happy client & Feedbacks" subtitle="What our clients say after moving in.">
        <ul className={styles.testimonials}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className={styles.testimonial}>
                {testimonial.rating !== null && (
                  <span className={styles.stars} aria-label={`Rated ${testimonial.rating} out of 5`}>
                    {'★'.repeat(testimonial.rating)}
                  </span>
                )}
                <blockquote>{testimonial.text}</blockquote>
                <figcaption className={styles.person}>
                  <span className={styles.avatar}>
                    <Image src={testimonial.image} alt="" fill sizes="52px" />
                  </span>
                  <span>
                    <strong>{testimonial.name}</strong>
                    <span>{testimonial.time}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="localities" title="Top Localities" subtitle="Properties in Most Popular Places" alt>
        <ul className={styles.tiles}>
          {localities.map((locality) => {
            const content = (
              <>
                <Image src={locality.image} alt="" fill sizes="(min-width: 768px) 25vw, 50vw" />
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
                  <LocalityGuideButton guide={localityGuideView(locality)} className={`${styles.tile} ${styles.dimmed}`}>
                    {content}
                  </LocalityGuideButton>
                )}
              </li>
            );
          })}
        </ul>
      </HomeSection>

      <HomeContactPopup />
    </>
  );
}
