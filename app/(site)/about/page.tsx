import { DeferredContactModalButton as ContactModalButton } from '@/components/ui/deferred-widgets';
import { ExpandableText } from '@/components/ui/expandable-text';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { site } from '@/lib/site/config';
import { getAboutContent } from '@/lib/site/content';
import { organizationJsonLd, pageMetadata } from '@/lib/site/page/seo';
import { firstWords } from '@/lib/site/page/text';
import type { Metadata } from 'next';
import styles from './about.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'About Us',
  description: `${site.name}: ${site.yearsOfExperience}+ years of property advice in Gurgaon, Delhi and Noida. Our mission, values, services and leadership.`,
  path: '/about',
});

const BIO_PREVIEW_WORDS = 50;

export default function AboutPage() {
  const { founder, mission, vision, coreValues, services, reasons } = getAboutContent();
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <PageHero
        title={`About ${site.name}`}
        pathname="/about"
        intro={`For over ${site.yearsOfExperience} years we have helped home buyers and investors find the right property in Gurgaon, Delhi and Noida, with honest advice and verified projects from India's most trusted developers.`}
      />

      <section className="section">
        <div className={`container ${styles.leader}`}>
          <div className={styles.avatar} aria-hidden="true">
            {founder.initials}
          </div>
          <div>
            <h2>{founder.name}</h2>
            <p className={styles.role}>{founder.role}</p>
            <ExpandableText short={firstWords(founder.bio, BIO_PREVIEW_WORDS)} full={[founder.bio]} />
          </div>
        </div>
      </section>

      <section className={`section section-alt`}>
        <div className={`container ${styles.twoUp}`}>
          <article className={styles.card}>
            <h2>Our Mission</h2>
            <p>{mission}</p>
          </article>
          <article className={styles.card}>
            <h2>Our Vision</h2>
            <p>{vision}</p>
          </article>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2 className="section-title">Our Core Values</h2>
          <p className="section-subtitle">The principles behind every recommendation we make.</p>
          <ul className={styles.grid}>
            {coreValues.map((value) => (
              <li key={value.title} className={styles.card}>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-alt">
        <div className="container">
          <h2 className="section-title">Our Services</h2>
          <p className="section-subtitle">Everything you need to buy, sell, lease or invest, under one roof.</p>
          <ul className={styles.grid}>
            {services.map((service) => (
              <li key={service.title} className={styles.card}>
                <h3>{service.title}</h3>
                <p>{service.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2 className="section-title">Why Choose Us</h2>
          <ol className={styles.reasons}>
            {reasons.map((reason, index) => (
              <li key={reason.title} className={styles.card}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ol>
          <div className={styles.cta}>
            <p>Ready to find your next property? Talk to an advisor today.</p>
            <ContactModalButton label="Contact Us Today" className="btn btn-accent" source="contact-modal" />
          </div>
        </div>
      </section>
    </>
  );
}
