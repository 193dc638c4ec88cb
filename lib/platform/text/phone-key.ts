/**
 * The key that recognises one buyer's phone however it was typed: its last ten digits, so
 * '+91 98100 00000', '098100-00000' and '9810000000' are the same number. The migration that
 * added the column computes the same key for older rows.
 */
export function phoneKeyOf(phone: string | null | undefined): string | undefined {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length >= 7 ? digits.slice(-10) : undefined;
}
