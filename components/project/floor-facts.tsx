import type { Floor } from '@/lib/site/content';
import { baseSellingPrice, formatCroreLakh } from '@/lib/site/project/rupees';

export function floorTitle(floor: Floor): string {
  return floor.unitType ?? `Floor plan ${floor.floorNumber}`;
}

/** A floor's area, rate and base selling price (area × rate, SPEC section 9). */
export function FloorFacts({ floor, className }: { floor: Floor; className?: string }) {
  const price = baseSellingPrice(floor.area, floor.pricePerSqft);
  return (
    <dl className={className}>
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
  );
}
