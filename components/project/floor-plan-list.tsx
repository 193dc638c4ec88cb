import Image from 'next/image';
import type { Floor } from '@/lib/content';
import { baseSellingPrice, formatCroreLakh } from '@/lib/rupees';
import styles from './project.module.css';

/** Each floor plan with its area, rate and base selling price (area x rate, SPEC section 9). */
export function FloorPlanList({ floors, projectName }: { floors: readonly Floor[]; projectName: string }) {
  return (
    <ul className={styles.floors}>
      {floors.map((floor) => {
        const price = baseSellingPrice(floor.area, floor.pricePerSqft);
        const title = floor.unitType ?? `Floor plan ${floor.floorNumber}`;
        return (
          <li key={`${floor.floorNumber}-${floor.image}`} className={styles.floor}>
            <div className={styles.floorImage}>
              <Image src={floor.image} alt={`${projectName}: ${title} floor plan`} fill sizes="(min-width: 900px) 420px, 100vw" />
            </div>
            <div>
              <h3>{title}</h3>
              <dl className={styles.facts}>
                <div>
                  <dt>Area</dt>
                  <dd>{floor.area}</dd>
                </div>
                <div>
                  <dt>Price per sq ft</dt>
                  <dd>{floor.pricePerSqft}</dd>
                </div>
                <div>
                  <dt>Base selling price</dt>
                  <dd>{price === null ? 'On request' : formatCroreLakh(price)}</dd>
                </div>
              </dl>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
