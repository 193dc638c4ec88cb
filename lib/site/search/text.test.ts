import { canonicalText, foldText, tokensOf } from './text';

describe('foldText', () => {
  it('drops case, accents and punctuation, keeping decimal points', () => {
    expect(foldText('  Sōbhā ÁLTUS!! ')).toBe('sobha altus');
    expect(foldText('3.5 BHK, ₹1.5 Cr.')).toBe('3.5 bhk 1.5 cr');
    expect(foldText('<b>DLF</b>\u0000 Camellias')).toBe('b dlf b camellias');
  });

  it('reads a dash between numbers as "to"', () => {
    expect(foldText('2-3 Cr')).toBe('2 to 3 cr');
    expect(foldText('50 – 80 lakh')).toBe('50 to 80 lakh');
  });
});

describe('canonicalText', () => {
  it.each([
    ['Gurugram', 'gurgaon'],
    ['GGN', 'gurgaon'],
    ['New Delhi', 'delhi'],
    ['noida ext', 'greater noida west'],
    ['Noida Extension', 'greater noida west'],
    ['golf course extn road', 'golf course extension road'],
    ['DXP', 'dwarka expressway'],
    ['sec 65', 'sector65'],
    ['Sector-37D', 'sector37d'],
    ['sector 37 d', 'sector37d'],
    ['3 BHK', '3bhk'],
    ['3bhk', '3bhk'],
    ['three bedrooms', '3bhk'],
    ['2 or 3 bhk', '2bhk 3bhk'],
    ['3.5 BHK', '3.5bhk'],
    ['2 crore', '2cr'],
    ['1.5cr', '1.5cr'],
    ['80L', '80lakh'],
    ['eighty lakhs', '80lakh'],
    ['up to 2 Cr', 'upto 2cr'],
    ['more than 5 cr', 'above 5cr'],
    ['RTM', 'ready to move'],
  ])('%s -> %s', (text, canonical) => {
    expect(canonicalText(text)).toBe(canonical);
  });

  it('leaves a sector number that is part of a name alone and splits into tokens', () => {
    expect(tokensOf('Max Estate 128, Sector 128')).toEqual(['max', 'estate', '128', 'sector128']);
    expect(tokensOf('   ')).toEqual([]);
  });
});
