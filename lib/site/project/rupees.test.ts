import { baseSellingPrice, formatCroreLakh, formatRupees, parsePricePerSqft } from './rupees';

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(1234567)).toBe('₹ 12,34,567');
    expect(formatRupees(999)).toBe('₹ 999');
  });

  it('shows the requested decimals', () => {
    expect(formatRupees(20516.4567, 2)).toBe('₹ 20,516.46');
  });

  it('keeps the sign and survives non-numbers', () => {
    expect(formatRupees(-1500)).toBe('-₹ 1,500');
    expect(formatRupees(Number.NaN)).toBe('₹ 0');
  });
});

describe('formatCroreLakh', () => {
  it.each([
    [12_500_000, '₹ 1.25 Cr'],
    [10_000_000, '₹ 1 Cr'],
    [268_250_000, '₹ 26.83 Cr'],
    [4_550_000, '₹ 45.5 Lakh'],
    [100_000, '₹ 1 Lakh'],
    [9_999_999, '₹ 1 Cr'],
    [85_000, '₹ 85,000'],
    [0, '₹ 0'],
  ])('%p -> %p', (amount, expected) => {
    expect(formatCroreLakh(amount)).toBe(expected);
  });
});

describe('parsePricePerSqft', () => {
  it('reads the number from a rupee text', () => {
    expect(parsePricePerSqft('₹ 5,000')).toBe(5000);
    expect(parsePricePerSqft('₹ 14,500 per sq.ft.')).toBe(14500);
    expect(parsePricePerSqft('Rs. 9999.5')).toBe(9999.5);
  });

  it('returns null without a number', () => {
    expect(parsePricePerSqft('On request')).toBeNull();
    expect(parsePricePerSqft(undefined)).toBeNull();
  });
});

describe('baseSellingPrice', () => {
  it('multiplies the area by the rate', () => {
    expect(baseSellingPrice('1850 sqft', '₹ 14,500')).toBe(26_825_000);
    expect(baseSellingPrice('1,200 sq.ft.', '₹ 5,000')).toBe(6_000_000);
  });

  it('uses the lower end of an area range', () => {
    expect(baseSellingPrice('1850 - 3200 sq.ft.', '₹ 10,000')).toBe(18_500_000);
  });

  it('returns null when either part is missing', () => {
    expect(baseSellingPrice('Area not specified', '₹ 5,000')).toBeNull();
    expect(baseSellingPrice('1200 sqft', 'On request')).toBeNull();
  });
});
