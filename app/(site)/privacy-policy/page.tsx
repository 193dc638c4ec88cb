import type { Metadata } from 'next';
import { PageHero } from '@/components/ui/page-hero';
import { getPrivacyNotice } from '@/lib/content';
import { formattedAddress, site } from '@/lib/site';
import styles from './privacy-policy.module.css';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description: `How ${site.name} collects, uses and protects your personal data under India's Digital Personal Data Protection Act, 2023.`,
  path: '/privacy-policy',
});

const LAST_UPDATED = '21 November 2026';

export default function PrivacyPolicyPage() {
  const email = <a href={`mailto:${site.email}`}>{site.email}</a>;
  const phone = <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>;

  return (
    <>
      <PageHero
        title="Privacy Policy"
        pathname="/privacy-policy"
        intro="What we collect when you contact us, why, how long we keep it and how you can control it."
      />
      <section className="section">
        <div className={`container ${styles.policy}`}>
          <p className={styles.updated}>
            Last updated: {LAST_UPDATED} · Notice on our forms: version {getPrivacyNotice().version}
          </p>

          <h2>1. Who we are</h2>
          <p>
            {site.name} (&quot;we&quot;, &quot;us&quot;) is a real-estate consultancy with its office at{' '}
            {formattedAddress()}, India. For the personal data you share with us through this
            website, by phone or on WhatsApp, we are the <strong>Data Fiduciary</strong> under the
            Digital Personal Data Protection Act, 2023 (the &quot;DPDP Act&quot;) and the rules made
            under it. This notice explains how we handle that data.
          </p>

          <h2>2. What we collect</h2>
          <ul>
            <li>
              <strong>Enquiries:</strong> your name, phone number, e-mail address (when you give it),
              your message, the form and page you used, and the project you asked about.
            </li>
            <li>
              <strong>Job applications:</strong> your name, e-mail address, what you tell us about
              yourself, and the department and position you applied for.
            </li>
            <li>
              <strong>Technical data:</strong> your IP address is used for a few minutes, in memory
              only, to stop automated abuse of our forms; it is not stored with your enquiry. Our
              hosting provider may keep standard server logs for security.
            </li>
          </ul>
          <p>
            We do not ask for financial details, identity documents or sensitive information through
            this website. Please do not include them in your message.
          </p>

          <h2>3. Why we use it</h2>
          <p>We process your personal data on the basis of the consent you give when you send a form, only to:</p>
          <ul>
            <li>reply to your enquiry by phone, WhatsApp or e-mail and send you the project details you asked for;</li>
            <li>arrange site visits, price quotes and meetings with the developer of a project you are interested in;</li>
            <li>consider your job application and contact you about it;</li>
            <li>keep a record of our conversations so that we do not ask you the same questions twice;</li>
            <li>meet our obligations under law, including RERA and tax rules, and resolve disputes.</li>
          </ul>
          <p>
            We do not sell your personal data. We send you offers and news of new launches only if
            you tick the box for them on a form, and the link in our confirmation e-mail stops them. By
            sending an enquiry you ask us to call you back, including when your number is registered
            on the National Customer Preference Register (DND); you can ask us to stop at any time.
          </p>

          <h2>4. Who we share it with</h2>
          <ul>
            <li>
              <strong>The developer of the project you enquire about</strong>, only your name and
              contact details, and only so that they can arrange a site visit or booking you asked for.
            </li>
            <li>
              <strong>Service providers who act on our instructions</strong> (Data Processors), such
              as our website hosting, e-mail and telephone providers, bound by contract to protect it.
            </li>
            <li>
              <strong>WhatsApp:</strong> when you choose to message us on WhatsApp, the message is
              handled by WhatsApp (Meta) under its own privacy policy.
            </li>
            <li>
              <strong>Authorities</strong>, when the law requires it, for example on a lawful request
              from a court, regulator or the police.
            </li>
          </ul>
          <p>
            If your data is ever processed outside India, we will do so only as permitted under
            section 16 of the DPDP Act.
          </p>

          <h2>5. How long we keep it</h2>
          <p>
            We keep enquiries for up to 24 months after our last contact with you, and job
            applications for up to 12 months after the position is filled, unless a law requires us
            to keep them longer. We then delete them. If you withdraw your consent, we delete your
            data sooner, except what we must keep by law.
          </p>

          <h2>6. How we protect it</h2>
          <p>
            We take reasonable security safeguards: the data is stored on access-controlled servers,
            staff reach it only with a password and only when their work needs it, and connections
            to this website are encrypted. If a personal data breach happens, we will inform the
            Data Protection Board of India and the people affected, as the DPDP Act requires.
          </p>

          <h2>7. Your rights</h2>
          <p>Under the DPDP Act you have the right to:</p>
          <ul>
            <li>get a summary of the personal data we hold about you and of how we use it;</li>
            <li>have inaccurate or incomplete data corrected and out-of-date data updated;</li>
            <li>have your data erased when it is no longer needed for the purpose you gave it for;</li>
            <li>withdraw your consent at any time, as easily as you gave it; this does not affect what we did before;</li>
            <li>have your grievances addressed by us, and then by the Data Protection Board of India;</li>
            <li>nominate another person to exercise these rights if you die or become unable to.</li>
          </ul>
          <p>
            To use any of these rights, write to {email} or call {phone}. We may ask you to confirm
            your identity first. We will reply within 30 days.
          </p>

          <h2>8. Children</h2>
          <p>
            This website is meant for adults. We do not knowingly collect personal data from anyone
            under 18 without verifiable consent from a parent or lawful guardian. If you believe a
            child has sent us their details, please contact us and we will delete them.
          </p>

          <h2>9. Cookies and browser storage</h2>
          <p>
            We do not use advertising or tracking cookies. Your browser keeps a small note for the
            current session so that our contact pop-up appears only once; it never leaves your
            device and is cleared when you close the browser. Maps shown on project pages load
            tiles from OpenStreetMap, which receives your IP address to deliver them.
          </p>

          <h2>10. Grievance Officer</h2>
          <div className={styles.contactCard}>
            <p>
              <strong>Grievance Officer, {site.name}</strong>
            </p>
            <p>{formattedAddress()}</p>
            <p>
              E-mail: {email} · Phone: {phone}
            </p>
            <p>{site.officeHours}</p>
          </div>
          <p>
            If you are not satisfied with our response, you may complain to the Data Protection
            Board of India.
          </p>

          <h2>11. Changes to this policy</h2>
          <p>
            When we change this policy we will update the date at the top of this page. If a change
            affects how we use data you have already given us, we will ask for your consent again.
          </p>
        </div>
      </section>
    </>
  );
}
