import type { Floor } from '@/lib/site/content/types';
import { formatRupees, parsePricePerSqft } from '@/lib/site/project/rupees';

/** '₹ 12,500/sq ft' or '₹ 12,500 - 14,800/sq ft' from the floor plans; null when no floor gives a rate. */
export function pricePerSqftText(floors: readonly Floor[]): string | null {
  const rates = floors.map((floor) => parsePricePerSqft(floor.pricePerSqft)).filter((rate) => rate !== null);
  if (rates.length === 0) return null;
  const low = Math.min(...rates);
  const high = Math.max(...rates);
  const text = low === high ? formatRupees(low) : `${formatRupees(low)} - ${formatRupees(high).replace('₹ ', '')}`;
  return `${text}/sq ft`;
}
