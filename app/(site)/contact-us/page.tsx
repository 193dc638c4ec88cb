import { ContactPageForm } from '@/components/forms/contact-page-form';
import { SocialLinks } from '@/components/layout/social-links';
import { LocationMap } from '@/components/map/location-map';
import { Icon } from '@/components/ui/icon';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { formattedAddress, site } from '@/lib/site/config';
import { organizationJsonLd, pageMetadata } from '@/lib/site/page/seo';
import type { Metadata } from 'next';
import styles from './contact.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description: `Call ${site.phone.display}, e-mail ${site.email} or visit our Gurgaon office on Golf Course Road. Free advice on property in Gurgaon, Delhi and Noida.`,
  path: '/contact-us',
});

export default function ContactPage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <PageHero
        title="Contact Us"
        pathname="/contact-us"
        intro="Tell us what you are looking for and an advisor will call you back within one working day."
      />
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <div className={styles.details}>
            <h2>Get in touch</h2>
            <ul className={styles.list}>
              <li>
                <Icon name="phone" />
                <div>
                  <h3>Phone</h3>
                  <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
                </div>
              </li>
              <li>
                <Icon name="envelope" />
                <div>
                  <h3>E-mail</h3>
                  <a href={`mailto:${site.email}`}>{site.email}</a>
                </div>
              </li>
              <li>
                <Icon name="map-pin" />
                <div>
                  <h3>Office</h3>
                  <address>{formattedAddress()}</address>
                </div>
              </li>
              <li>
                <Icon name="clock" />
                <div>
                  <h3>Office hours</h3>
                  <p>{site.officeHours}</p>
                </div>
              </li>
            </ul>
            <h3>Follow us</h3>
            <SocialLinks listClassName={styles.social} linkClassName={styles.socialLink} />
          </div>
          <div className={styles.formCard}>
            <ContactPageForm />
          </div>
        </div>
      </section>
      <section className={styles.mapSection} aria-label="Office location map">
        <div className={`container ${styles.map}`}>
          <LocationMap
            latitude={site.officeCoordinates.latitude}
            longitude={site.officeCoordinates.longitude}
            title={site.name}
            subtitle={formattedAddress()}
            label={`Map of the ${site.name} office`}
          />
        </div>
      </section>
    </>
  );
}
