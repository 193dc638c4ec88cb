import type { Metadata } from 'next';
import { CareersBoard } from '@/components/careers/careers-board';
import { PageHero } from '@/components/ui/page-hero';
import { getCareerOpenings } from '@/lib/site/content';
import { site } from '@/lib/site/config';
import { pageMetadata } from '@/lib/site/page/seo';

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
          <CareersBoard departments={getCareerOpenings()} />
        </div>
      </section>
    </>
  );
}
