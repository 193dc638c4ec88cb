/**
 * How a project's price is written for buyers: rupees in lakh or crore, one figure or a range, or "Price on
 * request". Anything else ("abc", "5.7", a stray dollar) is a typo an advertisement must not carry (RERA section 12).
 */
const amount = String.raw`\d+(?:\.\d+)?\s?(?:Cr|Crore|Lakh|Lac|L)`;
const PRICE_TEXT = new RegExp(String.raw`^₹\s?${amount}(?:\s?[-–]\s?(?:₹\s?)?${amount})?(?:\s(?:onwards|\*))?$`);

export const PRICE_TEXT_EXAMPLE = '₹ 5.7 Cr - 8.49 Cr, ₹ 95 Lakh onwards or Price on request';

export function priceTextProblem(price: string): string | null {
  const trimmed = price.trim();
  if (trimmed === 'Price on request' || PRICE_TEXT.test(trimmed)) return null;
  return `“${price}” is not a price: write it like ${PRICE_TEXT_EXAMPLE}.`;
}
