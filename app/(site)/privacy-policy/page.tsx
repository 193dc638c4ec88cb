import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import { PageHero } from '@/components/ui/page-hero';
import { formattedAddress, site } from '@/lib/site/config';
import { getPrivacyNotice, getPrivacyPolicy } from '@/lib/site/content';
import { pageMetadata } from '@/lib/site/page/seo';
import type { Metadata } from 'next';
import styles from './privacy-policy.module.css';

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description: `How ${site.name} collects, uses and protects your personal data under India's Digital Personal Data Protection Act, 2023.`,
  path: '/privacy-policy',
});

/** The privacy notice, from data/privacy-policy.json; the fiduciary's name and address come from lib/site/config.ts. */
export default function PrivacyPolicyPage() {
  const policy = getPrivacyPolicy();
  const officer = policy.grievanceOfficer;
  const officerEmail = <a href={`mailto:${officer.email}`}>{officer.email}</a>;
  const phone = <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>;

  return (
    <>
      <PageHero title="Privacy Policy" pathname="/privacy-policy" intro={policy.intro} />
      <section className="section">
        <div className={`container ${styles.policy}`}>
          <p className={styles.updated}>
            Last updated: {policy.lastUpdated} · Notice on our forms: version {getPrivacyNotice().version}
          </p>

          <h2>1. Who we are</h2>
          <p>
            {site.name} (&quot;we&quot;, &quot;us&quot;) is a real-estate consultancy with its office at {formattedAddress()}, India.{' '}
            {policy.fiduciary}
          </p>

          <h2>2. What we collect</h2>
          <ul>
            {policy.collected.map((item) => (
              <li key={item.label}>
                <strong>{item.label}:</strong> {item.text}
              </li>
            ))}
          </ul>

          <h2>3. Why we use it</h2>
          <p>We use your personal data only to:</p>
          <ul>
            {policy.purposes.map((purpose) => (
              <li key={purpose}>{purpose}</li>
            ))}
          </ul>
          <p>{policy.purposesNote}</p>

          <h2>4. Who helps us handle it</h2>
          <ul>
            {policy.processors.map((processor) => (
              <li key={processor.name}>
                <strong>{processor.name}</strong> {processor.purpose} It receives {processor.data}
              </li>
            ))}
          </ul>
          <p>{policy.processorsNote}</p>

          <h2>5. How long we keep it</h2>
          <p>{policy.retention.activity}</p>
          <p>{policy.retention.erasure}</p>
          <p>{policy.retention.won}</p>
          <p>{policy.retention.applications}</p>
          <p>{policy.retention.requests}</p>
          <p>{policy.retention.intake}</p>
          <p>{policy.retention.accessLog}</p>

          <h2>6. How we protect it</h2>
          <p>{policy.security}</p>

          <h2>7. If a breach happens</h2>
          <p>{policy.breach}</p>

          <h2>8. Your rights</h2>
          <p>Under the DPDP Act you have the right to:</p>
          <ul>
            {policy.rights.map((right) => (
              <li key={right}>{right}</li>
            ))}
          </ul>
          <p>{policy.rightsHowTo}</p>
          <p>
            <Link href="/privacy/your-data" className={styles.action}>
              Make a privacy request
            </Link>
          </p>

          <h2>9. Grievance Officer</h2>
          <p>{officer.text}</p>
          <div className={styles.contactCard}>
            <p>
              <strong>
                {officer.title}, {site.name}
              </strong>
            </p>
            <p>{formattedAddress()}</p>
            <p>
              E-mail: {officerEmail} · Phone: {phone}
            </p>
            <p>{site.officeHours}</p>
          </div>

          <h2>10. Complaining to the Data Protection Board</h2>
          <p>{policy.complaint}</p>

          <h2>11. Children</h2>
          <p>{policy.children}</p>

          <h2>12. Cookies and browser storage</h2>
          <p>{policy.cookies}</p>

          <h2>13. Changes to this policy</h2>
          <p>{policy.changes}</p>
        </div>
      </section>
    </>
  );
}
