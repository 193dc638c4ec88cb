import { getAllProjectEntries } from '@/lib/site/content';
import { mapMarkers } from './map-markers';

describe('mapMarkers', () => {
  it("gives each project its place and its popup's facts", () => {
    const entry = getAllProjectEntries().find((e) => e.project.name === 'Godrej Aristocrat');
    expect(entry).toBeDefined();
    expect(mapMarkers([entry!])).toEqual([
      {
        key: `godrej/${entry!.project.id}`,
        name: 'Godrej Aristocrat',
        href: `/project-details/godrej/${entry!.project.id}`,
        image: entry!.project.image,
        price: entry!.project.price,
        configuration: entry!.project.bedrooms,
        locality: 'Golf Course Extension Road',
        latitude: 28.4118,
        longitude: 77.0581,
      },
    ]);
  });

  it('keys are unique across the site', () => {
    const keys = mapMarkers(getAllProjectEntries()).map((marker) => marker.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
