import { PaymentPlan } from '@/components/project/payment-plan';
import styles from '@/components/project/project.module.css';
import { PageHero } from '@/components/ui/page-hero';
import { findProject, getFloorPlanProject } from '@/lib/site/content';
import { projectPath } from '@/lib/site/page/paths';
import { pageMetadata } from '@/lib/site/page/seo';
import type { Metadata } from 'next';

type Params = { params: Promise<{ projectId: string }> };

async function lookup(params: Params['params']) {
  const projectId = decodeURIComponent((await params).projectId);
  return { projectId, entry: findProject('', projectId), plan: getFloorPlanProject(projectId) };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { entry } = await lookup(params);
  if (!entry) return { title: 'Payment Plan', robots: { index: false } };
  return pageMetadata({
    title: `${entry.project.name} Payment Plan`,
    description: `Construction-linked payment plan of ${entry.project.name} by ${entry.project.developer}, ${entry.project.localities}: each instalment and when it falls due.`,
    path: `/payment-plans/${entry.project.id}`,
    image: entry.project.image,
  });
}

export default async function PaymentPlanPage({ params }: Params) {
  const { projectId, entry, plan } = await lookup(params);
  const name = entry?.project.name;
  return (
    <>
      <PageHero
        title={name ? `${name} Payment Plan` : 'Payment Plan'}
        pathname={`/payment-plans/${projectId}`}
        crumbLabels={name ? { [projectId]: name } : undefined}
        intro="Construction-linked plan (CLP): pay in stages as the building rises."
      />
      <section className="section">
        <div className="container">
          <PaymentPlan rows={plan?.paymentPlan ?? null} projectName={name ?? projectId} />
          {entry && (
            <p className={styles.actions}>
              <a className="btn btn-outline" href={projectPath(entry.developerKey, entry.project.id)}>
                View {entry.project.name}
              </a>
            </p>
          )}
        </div>
      </section>
    </>
  );
}
