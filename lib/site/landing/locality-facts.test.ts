import type { Floor } from '@/lib/site/content/types';
import { entry } from '@/lib/site/listing/test-projects';
import { distanceKm, localityFacts, nearestPlaces } from './locality-facts';

const floor = (pricePerSqft: string): Floor => ({ floorNumber: 1, unitType: null, image: '/f.svg', area: '1500 sqft', pricePerSqft });
const withFloors = (name: string, bedrooms: string, floors: Floor[], latitude: number, longitude: number) => {
  const project = entry({ name, bedrooms, coordinates: { latitude, longitude } });
  return { ...project, project: { ...project.project, floors, propertyType: 'Residential Apartment' } };
};

describe('localityFacts', () => {
  const entries = [
    withFloors('A', '3, 4 BHK', [floor('₹ 14,500'), floor('₹ 16,000')], 28.4, 77.05),
    withFloors('B', '2, 3, 3.5 BHK', [floor('₹ 11,200')], 28.42, 77.07),
    withFloors('C', '4 BHK', [floor('on request')], 28.44, 77.09),
  ];

  it("spans the floor plans' rates and counts only the projects that give one", () => {
    expect(localityFacts(entries).pricePerSqft).toEqual({ min: 11200, max: 16000, projects: 2 });
  });

  it('lists each configuration once, smallest first', () => {
    expect(localityFacts(entries).configurations).toEqual(['2 BHK', '3 BHK', '3.5 BHK', '4 BHK']);
  });

  it("says nothing of a price no floor plan gives, and centres on the projects' mean position", () => {
    const facts = localityFacts([entries[2]!]);
    expect(facts.pricePerSqft).toBeNull();
    expect(localityFacts(entries).centre.latitude).toBeCloseTo(28.42, 6);
    expect(localityFacts(entries).centre.longitude).toBeCloseTo(77.07, 6);
  });
});

describe('distances', () => {
  it('measures the great-circle distance in kilometres', () => {
    // Connaught Place to Cyber City, Gurgaon: about 20 km as the crow flies.
    expect(distanceKm({ latitude: 28.6315, longitude: 77.2167 }, { latitude: 28.495, longitude: 77.0895 })).toBeCloseTo(19.6, 0);
    expect(distanceKm({ latitude: 28.5, longitude: 77 }, { latitude: 28.5, longitude: 77 })).toBe(0);
  });

  it('orders places by distance, without the place itself', () => {
    const at = (path: string, latitude: number) => ({ path, centre: { latitude, longitude: 77 } });
    const here = at('/here', 28.5);
    const nearest = nearestPlaces(here, [at('/far', 28.9), here, at('/near', 28.51), at('/middle', 28.6)], 2);
    expect(nearest.map((place) => place.path)).toEqual(['/near', '/middle']);
    expect(nearest[0]!.distanceKm).toBeCloseTo(1.1, 1);
  });
});
