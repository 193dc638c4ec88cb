import styles from '@/components/project/project.module.css';
import { SpecificationChips } from '@/components/project/specification-chips';
import { PageHero } from '@/components/ui/page-hero';
import { findProject } from '@/lib/site/content';
import { projectPath } from '@/lib/site/page/paths';
import { pageMetadata } from '@/lib/site/page/seo';
import type { Metadata } from 'next';

type Params = { params: Promise<{ developerName: string; projectId: string }> };

async function lookup(params: Params['params']) {
  const { developerName, projectId } = await params;
  const developer = decodeURIComponent(developerName);
  const id = decodeURIComponent(projectId);
  return { developer, id, entry: findProject(developer, id) };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { entry } = await lookup(params);
  if (!entry) return { title: 'Specifications', robots: { index: false } };
  const { project, developerKey } = entry;
  return pageMetadata({
    title: `${project.name} Specifications`,
    description: `Specifications of ${project.name} by ${project.developer} in ${project.localities}: flooring, fittings, structure and finishes.`,
    path: `/specifications/${developerKey}/${project.id}`,
    image: project.image,
  });
}

export default async function SpecificationsPage({ params }: Params) {
  const { developer, id, entry } = await lookup(params);
  return (
    <>
      <PageHero
        title={entry ? `${entry.project.name} Specifications` : 'Specifications'}
        pathname={`/specifications/${developer}/${id}`}
        crumbLabels={entry ? { [id]: entry.project.name } : undefined}
        intro="Structure, flooring, fittings and finishes as specified by the developer."
      />
      <section className="section">
        <div className="container">
          {entry ? (
            <>
              <SpecificationChips project={entry.project} developerKey={entry.developerKey} />
              <p className={styles.actions}>
                <a className="btn btn-outline" href={projectPath(entry.developerKey, entry.project.id)}>
                  View {entry.project.name}
                </a>
              </p>
            </>
          ) : (
            <p className={styles.empty}>
              Project not found: {developer} - {id}
            </p>
          )}
        </div>
      </section>
    </>
  );
}
