import type { ProjectRef } from '@/components/forms/enquiry-form';
import type { ViewerImage } from '@/components/ui/image-viewer';
import { ImageViewerTrigger } from '@/components/ui/image-viewer-trigger';
import { SiteImage } from '@/components/ui/site-image';
import type { Floor } from '@/lib/site/content';
import { DeferredFloorPlanActions as FloorPlanActions } from './deferred-project';
import { FloorFacts, floorTitle } from './floor-facts';
import styles from './project.module.css';

type Props = { floor: Floor; index: number; plans: readonly ViewerImage[]; project: ProjectRef };

/** One floor of the carousel: its plan (opens the viewer), figures and actions. */
export function FloorPlanSlide({ floor, index, plans, project }: Props) {
  const title = floorTitle(floor);
  return (
    <article className={styles.floor} aria-label={title}>
      <div className={styles.floorImage}>
        <ImageViewerTrigger group="floor-plan-viewer" images={plans} index={index} title={`${project.name} floor plans`}>
          <SiteImage src={floor.image} alt={plans[index]?.alt ?? title} fill sizes="(min-width: 900px) 420px, 100vw" />
        </ImageViewerTrigger>
      </div>
      <div>
        <h3>{title}</h3>
        <FloorFacts floor={floor} className={styles.facts} />
        <FloorPlanActions project={{ ...project, name: `${project.name}, ${title}` }} idPrefix={`floor-enquiry-${index}`} />
      </div>
    </article>
  );
}
