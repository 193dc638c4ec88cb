import { EMI_DEFAULTS, emiFor, parseEmiInput, paymentShares } from './emi';

describe('emiFor', () => {
  it('gives 205.17 a month for the SPEC defaults (10,000 at 8.5 % over 5 years)', () => {
    const result = emiFor(EMI_DEFAULTS.loan, EMI_DEFAULTS.rate, EMI_DEFAULTS.years);
    expect(result.emi.toFixed(2)).toBe('205.17');
    expect(result.totalPayment.toFixed(2)).toBe('12309.92');
    expect(result.totalInterest.toFixed(2)).toBe('2309.92');
  });

  it('divides the loan evenly at 0 %', () => {
    const result = emiFor(120_000, 0, 10);
    expect(result.emi).toBe(1000);
    expect(result.totalInterest).toBe(0);
  });

  it('handles a 30-year tenure', () => {
    const result = emiFor(5_000_000, 9, 30);
    expect(result.emi.toFixed(2)).toBe('40231.13');
    expect(result.totalPayment).toBeCloseTo(result.emi * 360, 6);
  });

  it('stays finite for huge loans', () => {
    for (const principal of [1_000_000_000, 1e15, Number.MAX_SAFE_INTEGER, 1e300]) {
      const result = emiFor(principal, 30, 30);
      expect(Number.isFinite(result.emi)).toBe(true);
      expect(Number.isFinite(result.totalInterest)).toBe(true);
      expect(result.emi).toBeGreaterThan(principal * 0.025);
    }
  });

  it('returns zeros for a loan it cannot compute rather than NaN', () => {
    expect(emiFor(Number.NaN, 8.5, 5)).toEqual({ emi: 0, totalPayment: 0, totalInterest: 0 });
    expect(emiFor(10_000, 8.5, 0)).toEqual({ emi: 0, totalPayment: 0, totalInterest: 0 });
  });
});

describe('paymentShares', () => {
  it('splits the default loan into principal and interest percentages', () => {
    const result = emiFor(10_000, 8.5, 5);
    expect(paymentShares(10_000, result)).toEqual({ principal: 81.2, interest: 18.8 });
  });
});

describe('parseEmiInput', () => {
  it('ignores what is not a number', () => {
    expect(parseEmiInput('')).toBeNull();
    expect(parseEmiInput('abc')).toBeNull();
    expect(parseEmiInput('-5')).toBeNull();
    expect(parseEmiInput('7.25')).toBe(7.25);
  });
});
