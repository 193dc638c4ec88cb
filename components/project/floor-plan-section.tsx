import { ImageViewerGroup } from '@/components/ui/image-viewer-trigger';
import type { Project } from '@/lib/site/content';
import { floorTitle } from './floor-facts';
import { FloorPlanCarousel } from './floor-plan-carousel';
import { FloorPlanSlide } from './floor-plan-slide';
import { projectRef } from './project-ref';
import styles from './project.module.css';

export function FloorPlanSection({ project, developerKey }: { project: Project; developerKey: string }) {
  if (project.floors.length === 0) {
    return (
      <p className={styles.empty}>No floor plans available for this Project. Please contact us for base selling price and other details.</p>
    );
  }
  const plans = project.floors.map((floor) => ({ src: floor.image, alt: `${project.name}: ${floorTitle(floor)} floor plan` }));
  const ref = projectRef(project, developerKey);
  return (
    <ImageViewerGroup id="floor-plan-viewer" images={plans} title={`${project.name} floor plans`}>
      <FloorPlanCarousel
        slides={project.floors.map((floor, index) => (
          <FloorPlanSlide key={`${floor.floorNumber}-${floor.image}`} floor={floor} index={index} plans={plans} project={ref} />
        ))}
      />
    </ImageViewerGroup>
  );
}
