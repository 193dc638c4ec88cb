import { getAllProjectEntries } from '@/lib/site/content';
import { pricePerSqftText } from './card-facts';

const floor = (pricePerSqft: string) => ({ floorNumber: 1, unitType: null, image: '/x.webp', area: '1200 sqft', pricePerSqft });

describe('pricePerSqftText', () => {
  it('gives one rate or the range of the floors', () => {
    expect(pricePerSqftText([floor('₹ 14,500')])).toBe('₹ 14,500/sq ft');
    expect(pricePerSqftText([floor('₹ 14,500'), floor('₹ 12,000'), floor('on request')])).toBe('₹ 12,000 - 14,500/sq ft');
  });

  it('is null without a rate', () => {
    expect(pricePerSqftText([])).toBeNull();
    expect(pricePerSqftText([floor('Price on request')])).toBeNull();
  });

  it('reads the floor plans of a real project', () => {
    const withFloors = getAllProjectEntries().find((e) => e.project.floors.length > 0)!;
    const first = withFloors.project.floors[0]!.pricePerSqft.replace(/\D/g, '');
    expect(pricePerSqftText(withFloors.project.floors)?.replace(/\D/g, '')).toContain(first);
  });
});
