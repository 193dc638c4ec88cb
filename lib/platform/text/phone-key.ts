import { PhoneNumberFormat, PhoneNumberUtil } from 'google-libphonenumber';

const util = PhoneNumberUtil.getInstance();

export type NormalisedPhone = {
  /** The number in E.164 (+919810000000). */
  e164: string;
  /** The key a buyer's leads are matched by (see phoneKeyOf). */
  key: string;
};

/**
 * A phone number read with libphonenumber, a bare number taken as Indian; null when it is no valid number.
 * Its key is the ten-digit national number for an Indian number, the key every lead stored before
 * libphonenumber was used has (so old rows still match), and the E.164 form for any other country.
 */
export function normalisedPhone(phone: string | null | undefined): NormalisedPhone | null {
  if (!phone || phone.replace(/\D/g, '').length < 7) return null;
  try {
    const number = util.parse(phone, 'IN');
    if (!util.isValidNumber(number)) return null;
    const e164 = util.format(number, PhoneNumberFormat.E164);
    const key = util.getRegionCodeForNumber(number) === 'IN' ? String(number.getNationalNumber()) : e164;
    return { e164, key };
  } catch {
    return null;
  }
}

/**
 * The key that recognises one buyer's phone however it was typed: '+91 98100 00000', '098100-00000' and
 * '9810000000' are the same number, keyed '9810000000'. A number libphonenumber cannot read keeps the
 * rule every older row was keyed by, its last ten digits; the migration that added the column computed
 * that for older rows. Numbers of other countries are keyed by E.164 (stored before issue 41 by their
 * last ten digits, so such an older lead is not matched as a repeat).
 */
export function phoneKeyOf(phone: string | null | undefined): string | undefined {
  const normalised = normalisedPhone(phone);
  if (normalised) return normalised.key;
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length >= 7 ? digits.slice(-10) : undefined;
}
