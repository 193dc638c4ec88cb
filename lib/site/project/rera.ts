/**
 * The RERA authority that issued a registration number, from the number's format, so that the
 * number can link to the authority's register (the Real Estate (Regulation and Development) Act
 * 2016 requires the number, and the authority's website, on every advertisement of a project).
 */
export interface ReraAuthority {
  name: string;
  url: string;
}

const AUTHORITIES: { pattern: RegExp; authority: ReraAuthority }[] = [
  { pattern: /(^|\/)HA?RERA\b/i, authority: { name: 'HARERA', url: 'https://haryanarera.gov.in/' } },
  { pattern: /^UPRERA/i, authority: { name: 'UP-RERA', url: 'https://www.up-rera.in/' } },
  { pattern: /^DLRERA/i, authority: { name: 'Delhi RERA', url: 'https://rera.delhi.gov.in/' } },
];

export function reraAuthority(reraNumber: string): ReraAuthority | null {
  const number = reraNumber.trim();
  return AUTHORITIES.find(({ pattern }) => pattern.test(number))?.authority ?? null;
}

/** The authority's website for a registration number; null when the issuer is not recognised. */
export function reraAuthorityUrl(reraNumber: string): string | null {
  return reraAuthority(reraNumber)?.url ?? null;
}
