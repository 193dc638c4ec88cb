import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AboutDeveloper } from '@/components/project/about-developer';
import { FloorPlanList } from '@/components/project/floor-plan-list';
import { LocationSection } from '@/components/project/location-section';
import { PaymentPlanTable } from '@/components/project/payment-plan-table';
import { ProjectHeader } from '@/components/project/project-header';
import { ProjectOverview } from '@/components/project/project-overview';
import { ProjectSection } from '@/components/project/project-section';
import { SitePlanSection } from '@/components/project/site-plan-section';
import { SpecificationChips } from '@/components/project/specification-chips';
import { JsonLd } from '@/components/ui/json-ld';
import { findCompany, findProject, getAllProjectEntries, getFloorPlanProject } from '@/lib/content';
import { projectPath } from '@/lib/paths';
import { projectJsonLd } from '@/lib/seo';
import styles from '@/components/project/project.module.css';

type Params = { params: Promise<{ companyName: string; projectId: string }> };

// Unknown ids get the root not-found page (app/not-found.tsx) instead of an on-demand render,
// which would be written to the route cache: a stream of invented URLs would fill the disk.
export const dynamicParams = false;

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
  return {
    title: `${project.name}, ${project.localities}: Price, Floor Plans & Payment Plan`,
    description: `${project.name} by ${project.developer} in ${project.localities}. ${project.bedrooms} ${project.propertyType}, ${project.area}, ${project.price}. ${project.projectStatus}.`,
    alternates: { canonical: projectPath(developerKey, project.id) },
    openGraph: { images: [project.image] },
  };
}

export default async function ProjectPage({ params }: Params) {
  const { entry, developer } = await lookup(params);
  if (!entry) notFound();
  const { project, developerKey } = entry;
  const company = findCompany(developer) ?? findCompany(developerKey);
  const plan = getFloorPlanProject(project.id);

  return (
    <article>
      <ProjectHeader project={project} developerKey={developerKey} />
      <div className="container">
        <ProjectSection id="overview" title="Overview">
          <ProjectOverview project={project} developerKey={developerKey} />
        </ProjectSection>
        <ProjectSection id="floor-plan" title="Floor Plan">
          {project.floors.length > 0 ? (
            <FloorPlanList floors={project.floors} projectName={project.name} />
          ) : (
            <p className={styles.empty}>
              No floor plans available for this Project. Please contact us for base selling price and other details.
            </p>
          )}
        </ProjectSection>
        <ProjectSection id="payment-plan" title="Payment Plan">
          {plan?.paymentPlan ? (
            <PaymentPlanTable rows={plan.paymentPlan} caption={`${project.name} construction-linked payment plan`} />
          ) : (
            <p className={styles.empty}>Payment plan not currently available</p>
          )}
        </ProjectSection>
        <ProjectSection id="specifications" title="Specifications">
          <SpecificationChips project={project} developerKey={developerKey} />
        </ProjectSection>
        <ProjectSection id="location" title="Location">
          <LocationSection project={project} developerKey={developerKey} />
        </ProjectSection>
        <ProjectSection id="site-plan" title="Site Plan">
          <SitePlanSection project={project} developerKey={developerKey} />
        </ProjectSection>
        {company && (
          <ProjectSection id="about-developer" title={`About ${company.company.name}`}>
            <AboutDeveloper slug={company.slug} company={company.company} />
          </ProjectSection>
        )}
      </div>
      <JsonLd data={projectJsonLd(project, projectPath(developerKey, project.id))} />
    </article>
  );
}
