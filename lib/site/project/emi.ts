/** Home-loan EMI maths (SPEC section 9) and the calculator's input limits (SPEC section 5). */

export interface EmiResult {
  emi: number;
  totalPayment: number;
  totalInterest: number;
}

export const EMI_DEFAULTS = { loan: 10_000, rate: 8.5, years: 5 } as const;

/** Number-input attributes and slider ranges, per field. */
export const EMI_LIMITS = {
  loan: { inputMin: 1000, inputMax: undefined, inputStep: 1000, sliderMin: 1000, sliderMax: 1_000_000_000, sliderStep: 1_000_000 },
  rate: { inputMin: 0.1, inputMax: 30, inputStep: 0.1, sliderMin: 1, sliderMax: 30, sliderStep: 0.1 },
  years: { inputMin: 1, inputMax: 30, inputStep: 1, sliderMin: 1, sliderMax: 30, sliderStep: 1 },
} as const;

const ZERO: EmiResult = { emi: 0, totalPayment: 0, totalInterest: 0 };

/**
 * Standard reducing-balance EMI: P·r / (1 − (1 + r)^−n) with r = annual / 12 / 100 and n = years × 12.
 * Written with the negative power so that long tenures and huge loans never overflow to Infinity/NaN.
 */
export function emiFor(principal: number, annualRatePercent: number, years: number): EmiResult {
  const months = Math.round(years * 12);
  if (!Number.isFinite(principal) || !Number.isFinite(annualRatePercent) || principal <= 0 || months <= 0) {
    return ZERO;
  }
  const monthlyRate = annualRatePercent / 12 / 100;
  const emi = monthlyRate <= 0 ? principal / months : (principal * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months));
  if (!Number.isFinite(emi)) return ZERO;
  const totalPayment = emi * months;
  return { emi, totalPayment, totalInterest: totalPayment - principal };
}

/** Principal and interest as percentages of the total payment (the donut chart), to one decimal. */
export function paymentShares(principal: number, result: EmiResult): { principal: number; interest: number } {
  if (result.totalPayment <= 0) return { principal: 0, interest: 0 };
  const principalShare = Math.round((principal / result.totalPayment) * 1000) / 10;
  return { principal: principalShare, interest: Math.round((100 - principalShare) * 10) / 10 };
}

/** A typed value, or null when it is not a number (the calculator then keeps its last value). */
export function parseEmiInput(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}
