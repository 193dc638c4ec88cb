import { FloorPlanList } from '@/components/project/floor-plan-list';
import styles from '@/components/project/project.module.css';
import { PageHero } from '@/components/ui/page-hero';
import { findCompany, findProject, getDeveloperFloorPlans, getFloorPlanProject, type Floor } from '@/lib/site/content';
import { projectPath } from '@/lib/site/page/paths';
import { pageMetadata } from '@/lib/site/page/seo';
import { deslugify } from '@/lib/site/page/slug';
import { floorPlanTarget } from '@/lib/site/project/floor-plan-target';
import type { Metadata } from 'next';

type Props = {
  params: Promise<{ segments?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const segments = ((await params).segments ?? []).map(decodeURIComponent);
  const target = floorPlanTarget(segments, (await searchParams).company);
  if (target.kind === 'project') {
    const entry = findProject(target.company ?? segments.at(-2) ?? '', target.projectId);
    if (entry) {
      const { project } = entry;
      return pageMetadata({
        title: `${project.name} Floor Plans`,
        description: `Floor plans of ${project.name} by ${project.developer}, ${project.localities}: unit sizes, rate per sq ft and base selling price.`,
        path: `/floor-plans/${project.id}`,
        image: project.image,
      });
    }
  } else if (target.kind === 'developer') {
    const company = findCompany(target.company);
    if (company) {
      return pageMetadata({
        title: `${company.company.name} Floor Plans`,
        description: `Floor plans of every ${company.company.name} project we list: unit sizes, rate per sq ft and base selling price.`,
        path: `/floor-plans?company=${company.slug}`,
      });
    }
  }
  return pageMetadata({
    title: 'Floor Plans',
    description: 'Floor plans with carpet area, rate per sq ft and base selling price for new projects in Gurgaon, Delhi and Noida.',
    path: '/floor-plans',
    noindex: target.kind !== 'none',
  });
}

type Block = { key: string; title: string; href: string | null; floors: Floor[] };

const CONTACT_LINE = 'Please contact us for base selling price and other details.';

export default async function FloorPlansPage({ params, searchParams }: Props) {
  const segments = ((await params).segments ?? []).map(decodeURIComponent);
  const target = floorPlanTarget(segments, (await searchParams).company);
  const pathname = `/floor-plans${segments.length ? `/${segments.join('/')}` : ''}`;

  let blocks: Block[] = [];
  let emptyText = 'No project or developer selected. Please provide a project ID in the URL.';

  if (target.kind === 'project') {
    const entry = findProject(target.company ?? segments.at(-2) ?? '', target.projectId);
    const plan = getFloorPlanProject(target.projectId);
    if (entry && plan && plan.floors.length > 0) {
      blocks = [
        {
          key: plan.id,
          title: entry.project.name,
          href: projectPath(entry.developerKey, entry.project.id),
          floors: plan.floors,
        },
      ];
    }
    emptyText = `No floor plans available for this Project. ${CONTACT_LINE}`;
  } else if (target.kind === 'developer') {
    blocks = getDeveloperFloorPlans(target.company).flatMap((plan) => {
      const entry = findProject(plan.developerKey, plan.id);
      return entry && plan.floors.length > 0
        ? [{ key: plan.id, title: entry.project.name, href: projectPath(entry.developerKey, plan.id), floors: plan.floors }]
        : [];
    });
    const developerName = findCompany(target.company)?.company.name ?? deslugify(target.company);
    emptyText = `No floor plans available for ${developerName}. ${CONTACT_LINE}`;
  }

  return (
    <>
      <PageHero
        title={blocks.length === 1 ? `${blocks[0]!.title} Floor Plans` : 'Floor Plans'}
        pathname={pathname}
        intro="Unit layouts with area, rate per sq ft and base selling price. Prices exclude taxes and charges."
      />
      <section className="section">
        <div className="container">
          {blocks.length === 0 ? (
            <p className={styles.empty}>{emptyText}</p>
          ) : (
            blocks.map((block) => (
              <section key={block.key} className={styles.section} aria-label={block.title}>
                <h2>{block.href ? <a href={block.href}>{block.title}</a> : block.title}</h2>
                <FloorPlanList floors={block.floors} projectName={block.title} />
              </section>
            ))
          )}
        </div>
      </section>
    </>
  );
}
