import { ServerEnquiryForm } from '@/components/forms/server-enquiry-form';
import { Icon } from '@/components/ui/icon';
import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import { formattedAddress, site } from '@/lib/site/config';
import { getCities } from '@/lib/site/content';
import type { ReactNode } from 'react';
import { CurrentYear } from './current-year';
import { CityColumns, QuickLinksColumn, ServicesColumn } from './footer-link-columns';
import styles from './site-footer.module.css';
import { SiteLogo } from './site-logo';
import { SocialLinks } from './social-links';

/** `enquiryNotice` is the privacy notice the chrome hands every form, the same element, so the page carries it once. */
export function SiteFooter({ enquiryNotice }: { enquiryNotice: ReactNode }) {
  return (
    <footer className={styles.footer}>
      <CityColumns cities={getCities().map((city) => ({ name: city.name, slug: city.slug }))} />

      <div className={`container ${styles.main}`}>
        <div className={styles.about}>
          <SiteLogo inverted />
          <p className={styles.blurb}>
            {site.name} is a RERA-registered property consultancy with over {site.yearsOfExperience} years of experience in Gurgaon, Delhi
            and Noida. We shortlist verified projects from leading developers, arrange site visits and stay with you until possession, at no
            cost to buyers.
          </p>
          <address className={styles.contact}>
            <p>
              <Icon name="map-pin" />
              <span>{formattedAddress()}</span>
            </p>
            <p>
              <Icon name="phone" />
              <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
            </p>
            <p>
              <Icon name="envelope" />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          </address>
          <SocialLinks listClassName={styles.social} linkClassName={styles.socialLink} />
        </div>

        <QuickLinksColumn />
        <ServicesColumn />

        <div className={styles.form}>
          <h2 className={styles.columnTitle}>Send us an enquiry</h2>
          <ServerEnquiryForm source="footer" idPrefix="footer" submitLabel="Send Enquiry" notice={enquiryNotice} />
        </div>
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomBar}`}>
          <p>
            © <CurrentYear /> {site.name}. All rights reserved.
          </p>
          <p>
            <NoPrefetchLink href="/privacy-policy">Privacy Policy</NoPrefetchLink>
            <span aria-hidden> · </span>
            <span>{site.officeHours}</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
