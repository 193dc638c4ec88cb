import { EnquiryFormTakeover } from '@/components/forms/enquiry-form-takeover';
import { Icon } from '@/components/ui/icon';
import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import { formattedAddress, site } from '@/lib/site/config';
import { getAboutContent, getCities } from '@/lib/site/content';
import { AgentRegistrations } from './agent-registrations';
import { CurrentYear } from './current-year';
import { CityColumnsMarkup, LinkColumnMarkup, SocialLinksMarkup } from './layout-markup';
import styles from './site-footer.module.css';
import { SiteLogo } from './site-logo';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <CityColumnsMarkup
        className={`container ${styles.cities}`}
        cities={getCities().map((city) => ({ name: city.name, slug: city.slug }))}
      />

      <div className={`container ${styles.main}`}>
        <div className={styles.about}>
          <SiteLogo inverted />
          <p className={styles.blurb}>
            {site.name} is a RERA-registered property consultancy with over {site.yearsOfExperience} years of experience in Gurgaon, Delhi
            and Noida. We shortlist verified projects from leading developers, arrange site visits and stay with you until possession, at no
            cost to buyers.
          </p>
          <AgentRegistrations registrations={getAboutContent().agentRegistrations} />
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
          <SocialLinksMarkup className={styles.social} linkClassName={styles.socialLink} />
        </div>

        <LinkColumnMarkup column="quick" />
        <LinkColumnMarkup column="services" />

        <div className={styles.form}>
          <h2 className={styles.columnTitle}>Send us an enquiry</h2>
          <EnquiryFormTakeover source="footer" idPrefix="footer" submitLabel="Send Enquiry" />
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
