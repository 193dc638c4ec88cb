// The EMI calculator's fields and the hooks by which its client part (emi-live.tsx) finds the server's markup
// (emi-calculator.tsx). No imports: both sides read it.

export const EMI_FIELDS = ['loan', 'rate', 'years'] as const;
export type EmiField = (typeof EMI_FIELDS)[number];

export const emiSelector = {
  root: '[data-emi-calculator]',
  box: (field: EmiField) => `#emi-${field}`,
  slider: (field: EmiField) => `[data-emi-slider="${field}"]`,
  output: (name: string) => `[data-emi-output="${name}"]`,
};
