import { CareersBoard } from '@/components/careers/careers-board';
import { ConsentNotice } from '@/components/forms/consent-notice';
import { PrivacyNoticeProvider } from '@/components/forms/notice-context';
import { PageHero } from '@/components/ui/page-hero';
import { site } from '@/lib/site/config';
import { getCareerOpenings, getPrivacyNotice } from '@/lib/site/content';
import { pageMetadata } from '@/lib/site/page/seo';
import type { Metadata } from 'next';

export const metadata: Metadata = pageMetadata({
  title: 'Careers',
  description: `Join ${site.name}: open positions in sales, marketing, technology and more in Gurgaon, Delhi and Noida.`,
  path: '/career',
});

export default function CareerPage() {
  return (
    <>
      <PageHero
        title="Build Your Career With Us"
        pathname="/career"
        intro="We are growing across Gurgaon, Delhi and Noida. Choose a department to see its open positions and apply in two minutes."
      />
      <section className="section">
        <div className="container">
          <PrivacyNoticeProvider version={getPrivacyNotice().version} notices={{ application: <ConsentNotice kind="application" /> }}>
            <CareersBoard departments={getCareerOpenings()} />
          </PrivacyNoticeProvider>
        </div>
      </section>
    </>
  );
}
