/** SPEC section 9: monthly rate = annual / 12 / 100, months = years x 12, the standard formula. */
export function emiFor(
  principal: number,
  annualRatePercent: number,
  years: number,
): { emi: number; totalPayment: number; totalInterest: number } {
  const months = Math.round(years * 12);
  if (!(principal > 0) || !(months > 0)) return { emi: 0, totalPayment: 0, totalInterest: 0 };
  const rate = annualRatePercent / 12 / 100;
  const emi = rate > 0 ? (principal * rate * (1 + rate) ** months) / ((1 + rate) ** months - 1) : principal / months;
  const totalPayment = emi * months;
  return { emi, totalPayment, totalInterest: totalPayment - principal };
}
