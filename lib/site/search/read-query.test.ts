import { createQueryReader } from './read-query';
import { getSearchIndex } from './server';
import { buildVocabulary } from './vocabulary';

const read = createQueryReader(buildVocabulary(getSearchIndex()));
const fields = (query: string) => read(query).requirement.parts.map((part) => `${part.field}=${'value' in part ? part.value : part.kind}`);

describe('reading a query', () => {
  it('reads BHK, type, city, locality, developer, status, furnishing and budget', () => {
    const reading = read('3 bhk semi furnished ready to move flat by godrej on golf course road gurgaon under 2 cr');
    expect(reading.requirement.bedrooms).toEqual(['3 BHK']);
    expect(reading.requirement.budget).toEqual({ min: 0, max: 20_000_000, inLakh: false });
    expect(fields('3 bhk semi furnished ready to move flat by godrej on golf course road gurgaon under 2 cr')).toEqual([
      'furnishing=Semi-Furnished',
      'statuses=Ready To move',
      'propertyTypes=Residential Apartment',
      'developers=godrej',
      'localities=Golf Course Road',
      'cities=Gurgaon',
    ]);
    expect(reading.complete).toBe(false); // 'by' and 'on' are not helper words
  });

  it('prefers the longest phrase: New Gurgaon over Gurgaon, Dwarka Expressway over Dwarka', () => {
    expect(fields('new gurgaon')).toEqual(['localities=New Gurgaon']);
    expect(fields('dwarka expressway')).toEqual(['localities=Dwarka Expressway']);
    expect(fields('dwarka')).toEqual(['localities=Dwarka']);
    expect(fields('sector 150 noida')).toEqual(['localities=Sector 150 Noida']);
    expect(fields('sec 65 gurgaon')).toEqual(['localities=Sector 65', 'cities=Gurgaon']);
  });

  it('reads a budget word before a developer that shares it', () => {
    expect(read('max 2 cr').requirement).toEqual({ parts: [], bedrooms: [], budget: { min: 0, max: 20_000_000, inLakh: false } });
    expect(fields('max estates')).toEqual(['developers=max']);
  });

  it('forgives a typo in a requirement word only when it points to one thing', () => {
    expect(fields('sobah')).toEqual(['developers=sobha']);
    expect(fields('gurgoan')).toEqual(['cities=Gurgaon']);
    expect(fields('sohba')).toEqual([]);
    expect(fields('plan')).toEqual([]);
  });

  it('keeps the typed and the meant spelling for the entries, and never requires a helper word', () => {
    expect(read('sobah altus').groups).toEqual([[['sobah'], ['sobha']], [['altus']]]);
    expect(read('3 bhk flat in gurgaon').groups).toEqual([[['3bhk']], [['gurgaon']]]);
    expect(read('3 bhk flat in gurgaon').complete).toBe(true);
    expect(read('sobah altus').complete).toBe(false);
  });
});
