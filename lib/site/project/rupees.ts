import { parseAreaRange } from './area';

/** Rupee amounts as the site shows them (Indian digit grouping, crore and lakh units). */

export const LAKH = 100_000;
export const CRORE = 10_000_000;

const formatters = new Map<number, Intl.NumberFormat>();

function formatter(decimals: number): Intl.NumberFormat {
  let found = formatters.get(decimals);
  if (!found) {
    found = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, found);
  }
  return found;
}

/** '₹ 12,34,567' (or with the given number of decimals, e.g. for EMI figures). */
export function formatRupees(amount: number, decimals = 0): string {
  if (!Number.isFinite(amount)) return '₹ 0';
  const sign = amount < 0 ? '-' : '';
  return `${sign}₹ ${formatter(decimals).format(Math.abs(amount))}`;
}

function trimDecimals(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** ≥ 1 crore: '₹ 1.25 Cr'; ≥ 1 lakh: '₹ 45.5 Lakh'; otherwise the plain grouped number. */
export function formatCroreLakh(amount: number): string {
  if (!Number.isFinite(amount)) return '₹ 0';
  const sign = amount < 0 ? '-' : '';
  const value = Math.abs(amount);
  // 99,99,999 rounds to 100 lakh, which reads as 1 crore.
  const lakhs = Math.round((value / LAKH) * 100) / 100;
  if (value >= CRORE || lakhs >= 100) return `${sign}₹ ${trimDecimals(value / CRORE)} Cr`;
  if (value >= LAKH) return `${sign}₹ ${trimDecimals(lakhs)} Lakh`;
  return formatRupees(amount);
}

/** '₹ 14,500' -> 14500; null when the text holds no number. */
export function parsePricePerSqft(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = text.replace(/,/g, '').match(/\d+(?:\.\d+)?/);
  return match ? Number(match[0]) : null;
}

/** Area (the first number of the text) times the price per sq ft; null if either is missing. */
export function baseSellingPrice(areaText: string | null | undefined, pricePerSqftText: string | null | undefined): number | null {
  const area = parseAreaRange(areaText);
  const rate = parsePricePerSqft(pricePerSqftText);
  if (!area || rate === null) return null;
  return Math.round(area[0] * rate);
}
