import { SiteImage } from '@/components/ui/site-image';
import type { Floor } from '@/lib/site/content';
import { FloorFacts, floorTitle } from './floor-facts';
import styles from './project.module.css';

/** Each floor plan with its figures, one under another (the floor-plans page). */
export function FloorPlanList({ floors, projectName }: { floors: readonly Floor[]; projectName: string }) {
  return (
    <ul className={styles.floors}>
      {floors.map((floor) => {
        const title = floorTitle(floor);
        return (
          <li key={`${floor.floorNumber}-${floor.image}`} className={styles.floor}>
            <div className={styles.floorImage}>
              <SiteImage src={floor.image} alt={`${projectName}: ${title} floor plan`} fill sizes="(min-width: 900px) 420px, 100vw" />
            </div>
            <div>
              <h3>{title}</h3>
              <FloorFacts floor={floor} className={styles.facts} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
