import { DeferredEnquiryForm as EnquiryForm } from '@/components/forms/deferred-forms';
import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import { formattedAddress, site } from '@/lib/site/config';
import { getCities } from '@/lib/site/content';
import { cityColumnLinks, quickLinks, serviceLinks, type NavLink } from '@/lib/site/page/navigation';
import { HiEnvelope, HiMapPin, HiPhone } from 'react-icons/hi2';
import { CurrentYear } from './current-year';
import styles from './site-footer.module.css';
import { SiteLogo } from './site-logo';
import { SocialLinks } from './social-links';

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

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.cities}`}>
        {getCities().map((city) => (
          <LinkColumn key={city.slug} title={`Property in ${city.name}`} links={cityColumnLinks(city.name, city.slug)} />
        ))}
      </div>

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
              <HiMapPin aria-hidden />
              <span>{formattedAddress()}</span>
            </p>
            <p>
              <HiPhone aria-hidden />
              <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
            </p>
            <p>
              <HiEnvelope aria-hidden />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          </address>
          <SocialLinks listClassName={styles.social} linkClassName={styles.socialLink} />
        </div>

        <LinkColumn title="Quick Links" links={[...quickLinks, { label: 'Leading Developers', href: '/developers' }]} />
        <LinkColumn title="Our Services" links={serviceLinks} />

        <div className={styles.form}>
          <h2 className={styles.columnTitle}>Send us an enquiry</h2>
          <EnquiryForm source="footer" idPrefix="footer" submitLabel="Send Enquiry" />
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
