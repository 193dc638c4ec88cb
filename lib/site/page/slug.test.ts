import { deslugify, looseKey, slugify, titleCase } from './slug';

describe('slugify', () => {
  it.each([
    ['Godrej Aristocrat', 'godrej-aristocrat'],
    ['  M3M  Golf Estate ', 'm3m-golf-estate'],
    ['Sector 150, Noida', 'sector-150-noida'],
    ['Krisumi Waterfall Résidences', 'krisumi-waterfall-residences'],
    ['Shops & Offices', 'shops-and-offices'],
    ['--already-a-slug--', 'already-a-slug'],
    ['', ''],
  ])('%p -> %p', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('deslugify and titleCase', () => {
  it('turns hyphens into spaces and capitalises each word', () => {
    expect(deslugify('project-details')).toBe('Project Details');
    expect(deslugify('signature-global')).toBe('Signature Global');
    expect(deslugify('4s-developers')).toBe('4s Developers');
    expect(deslugify('contact--us')).toBe('Contact Us');
  });

  it('keeps the rest of each word as written', () => {
    expect(titleCase('dLF the camellias')).toBe('DLF The Camellias');
    expect(titleCase('')).toBe('');
  });
});

describe('looseKey', () => {
  it('ignores case, hyphens and spaces', () => {
    expect(looseKey('Signature Global')).toBe('signatureglobal');
    expect(looseKey('signature-global')).toBe(looseKey('SIGNATURE GLOBAL'));
    expect(looseKey('smart-world')).not.toBe(looseKey('smart-worlds'));
  });
});
