import { emiFor } from './emi';

describe('emiFor', () => {
  it('matches the standard formula (SPEC defaults: 10,000 at 8.5 % over 5 years)', () => {
    const { emi, totalPayment, totalInterest } = emiFor(10_000, 8.5, 5);
    expect(emi).toBeCloseTo(205.17, 2);
    expect(totalPayment).toBeCloseTo(emi * 60, 6);
    expect(totalInterest).toBeCloseTo(totalPayment - 10_000, 6);
  });

  it('gives 86,782 a month on a 1 crore loan at 8.5 % over 20 years', () => {
    expect(Math.round(emiFor(10_000_000, 8.5, 20).emi)).toBe(86_782);
  });

  it('divides evenly at zero interest and gives zero for no loan', () => {
    expect(emiFor(12_000, 0, 1).emi).toBe(1000);
    expect(emiFor(0, 8.5, 20)).toEqual({ emi: 0, totalPayment: 0, totalInterest: 0 });
  });
});
