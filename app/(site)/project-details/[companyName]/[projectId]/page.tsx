import { ProjectPriceHistory } from '@/components/price-charts/project-price-history';
import { AboutDeveloper } from '@/components/project/about-developer';
import { DeferredImageFallback as ImageFallback } from '@/components/project/deferred-project';
import { EmiCalculator } from '@/components/project/emi-calculator';
import { FloorPlanSection } from '@/components/project/floor-plan-section';
import { LocationSection } from '@/components/project/location-section';
import { PaymentPlan } from '@/components/project/payment-plan';
import { ProjectHeader } from '@/components/project/project-header';
import { ProjectOverview } from '@/components/project/project-overview';
import { projectRef } from '@/components/project/project-ref';
import { ProjectSection } from '@/components/project/project-section';
import styles from '@/components/project/project.module.css';
import { SectionNav } from '@/components/project/section-nav';
import { SimilarProjects } from '@/components/project/similar-projects';
import { SitePlanSection } from '@/components/project/site-plan-section';
import { SiteVisitFormTakeover as SiteVisitForm } from '@/components/project/site-visit-takeover';
import { SpecificationChips } from '@/components/project/specification-chips';
import { RecordRecentlyViewed } from '@/components/shortlist/record-recently-viewed';
import { TestimonialCarousel } from '@/components/testimonials/testimonial-carousel';
import { JsonLd } from '@/components/ui/json-ld';
import { qrSvg } from '@/lib/platform/text/qr-svg';
import { findCompany, findProject, getAllProjectEntries, getFloorPlanProject, getTestimonials } from '@/lib/site/content';
import { projectLocality } from '@/lib/site/landing/pages';
import { projectPath } from '@/lib/site/page/paths';
import { pageMetadata, projectJsonLd } from '@/lib/site/page/seo';
import { reraAuthorityUrl } from '@/lib/site/project/rera';
import { similarProjects } from '@/lib/site/project/similar-projects';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

type Params = { params: Promise<{ companyName: string; projectId: string }> };

// Unknown ids get the site's not-found page instead of an on-demand render,
// which would be written to the route cache: a stream of invented URLs would fill the disk.
export const dynamicParams = false;

const SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'floor-plan', label: 'Floor Plan' },
  { id: 'payment-plan', label: 'Payment Plan' },
  { id: 'specifications', label: 'Specifications' },
  { id: 'location', label: 'Location' },
  { id: 'site-plan', label: 'Site Plan' },
  { id: 'emi-calculator', label: 'EMI Calculator' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'about-developer', label: 'About Developer' },
  { id: 'similar-projects', label: 'Similar Projects' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];
const title = (id: SectionId) => SECTIONS.find((section) => section.id === id)!.label;

// SPEC section 2: 1 review per view on small screens, 2 from 768 px, 3 from 1024 px.
const REVIEWS_PER_VIEW = { 0: 1, 768: 2, 1024: 3 };

export function generateStaticParams() {
  return getAllProjectEntries().map(({ developerKey, project }) => ({
    companyName: developerKey,
    projectId: project.id,
  }));
}

async function lookup(params: Params['params']) {
  const { companyName, projectId } = await params;
  const developer = decodeURIComponent(companyName);
  return { entry: findProject(developer, decodeURIComponent(projectId)), developer };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { entry } = await lookup(params);
  if (!entry) return { title: 'Project not found', robots: { index: false } };
  const { project, developerKey } = entry;
  return pageMetadata({
    title: `${project.name}, ${project.localities}: Price, Floor Plans & Payment Plan`,
    description: `${project.name} by ${project.developer} in ${project.localities}. ${project.bedrooms} ${project.propertyType}, ${project.area}, ${project.price}. ${project.projectStatus}.`,
    path: projectPath(developerKey, project.id),
    image: project.image,
  });
}

export default async function ProjectPage({ params }: Params) {
  const { entry, developer } = await lookup(params);
  if (!entry) notFound();
  const { project, developerKey } = entry;
  const company = findCompany(developer) ?? findCompany(developerKey);
  const locality = projectLocality(entry);
  const plan = getFloorPlanProject(project.id);
  const reraRegister = project.reraNumber ? reraAuthorityUrl(project.reraNumber) : null;
  const reraQr = reraRegister ? await qrSvg(reraRegister) : null;

  return (
    <article id="project-page">
      <ProjectHeader project={project} developerKey={developerKey} locality={locality} reraQr={reraQr} />
      <SectionNav sections={SECTIONS} />
      <div className="container">
        <ProjectSection id="overview" title={title('overview')}>
          <ProjectOverview project={project} developerKey={developerKey} />
        </ProjectSection>
        <ProjectSection id="book-site-visit" title={`Visit ${project.name}`}>
          <div className={styles.visitForm}>
            <SiteVisitForm project={projectRef(project, developerKey)} />
          </div>
        </ProjectSection>
        <ProjectSection id="floor-plan" title={title('floor-plan')}>
          <FloorPlanSection project={project} developerKey={developerKey} />
        </ProjectSection>
        <ProjectSection id="payment-plan" title={title('payment-plan')}>
          <PaymentPlan rows={plan?.paymentPlan ?? null} projectName={project.name} />
        </ProjectSection>
        {/* Not one of the SPEC's ten tabs: read on the way from the payment plan, as the site visit is. */}
        <ProjectSection id="price-history" title="Price History">
          <ProjectPriceHistory project={project} developerKey={developerKey} />
        </ProjectSection>
        <ProjectSection id="specifications" title={title('specifications')}>
          <SpecificationChips project={project} developerKey={developerKey} />
        </ProjectSection>
        <ProjectSection id="location" title={title('location')}>
          <LocationSection project={project} locality={locality} />
        </ProjectSection>
        <ProjectSection id="site-plan" title={title('site-plan')}>
          <SitePlanSection project={project} developerKey={developerKey} />
        </ProjectSection>
        <ProjectSection id="emi-calculator" title={title('emi-calculator')}>
          <EmiCalculator lowerPrice={project.budget[0]} />
        </ProjectSection>
        <ProjectSection id="reviews" title={title('reviews')}>
          <TestimonialCarousel testimonials={getTestimonials()} perView={REVIEWS_PER_VIEW} label="Client reviews" />
        </ProjectSection>
        <ProjectSection id="about-developer" title={company ? `About ${company.company.name}` : title('about-developer')}>
          {company ? (
            <AboutDeveloper slug={company.slug} company={company.company} />
          ) : (
            <p className={styles.empty}>Developer information is not currently available.</p>
          )}
        </ProjectSection>
        <ProjectSection id="similar-projects" title={title('similar-projects')}>
          <SimilarProjects entries={similarProjects(entry, getAllProjectEntries())} />
        </ProjectSection>
      </div>
      <ImageFallback scopeId="project-page" />
      <JsonLd data={projectJsonLd(project, projectPath(developerKey, project.id))} />
      <RecordRecentlyViewed id={project.id} />
    </article>
  );
}
