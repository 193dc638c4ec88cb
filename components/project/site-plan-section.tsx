import { ImageViewerGroup, ImageViewerTrigger } from '@/components/ui/image-viewer-trigger';
import { SiteImage } from '@/components/ui/site-image';
import type { Project } from '@/lib/site/content';
import { ContactEmptyState } from './contact-empty-state';
import styles from './project.module.css';

export function SitePlanSection({ project, developerKey }: { project: Project; developerKey: string }) {
  if (project.sitePlanImages.length === 0) {
    return (
      <ContactEmptyState
        message="Site plan is not currently available."
        buttonLabel="Contact Us for Site Plan"
        project={project}
        developerKey={developerKey}
      />
    );
  }
  const plans = project.sitePlanImages.map((src, index) => ({ src, alt: `${project.name} site plan ${index + 1}` }));
  return (
    <ImageViewerGroup id="site-plan-viewer" images={plans} title={`${project.name} site plan`}>
      <ul className={styles.sitePlans}>
        {plans.map((plan, index) => (
          <li key={plan.src} className={styles.sitePlan}>
            <ImageViewerTrigger group="site-plan-viewer" images={plans} index={index} title={`${project.name} site plan`}>
              <SiteImage src={plan.src} alt={plan.alt} fill sizes="(min-width: 900px) 800px, 100vw" />
            </ImageViewerTrigger>
          </li>
        ))}
      </ul>
    </ImageViewerGroup>
  );
}
