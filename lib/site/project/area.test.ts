import { parseAreaRange } from './area';

describe('parseAreaRange', () => {
  it('reads a range', () => {
    expect(parseAreaRange('1850 - 3200 sq.ft.')).toEqual([1850, 3200]);
  });

  it('reads a single value as a point range', () => {
    expect(parseAreaRange('1200 sqft')).toEqual([1200, 1200]);
  });

  it('understands Indian thousands separators and decimals', () => {
    expect(parseAreaRange('1,250.5 - 2,400 sq.ft.')).toEqual([1250.5, 2400]);
  });

  it('uses only the first two numbers and orders them', () => {
    expect(parseAreaRange('3200 to 1850 sq.ft. (Tower 4)')).toEqual([1850, 3200]);
  });

  it('returns null without numbers', () => {
    expect(parseAreaRange('Area not specified')).toBeNull();
    expect(parseAreaRange('')).toBeNull();
    expect(parseAreaRange(undefined)).toBeNull();
  });
});
