/** The public register of the authority that issued a RERA number, read from its format. */
const AUTHORITIES: { pattern: RegExp; url: string }[] = [
  { pattern: /HARERA\/GGM/i, url: 'https://haryanarera.gov.in/' },
  { pattern: /^UPRERA/i, url: 'https://www.up-rera.in/' },
  { pattern: /^DLRERA/i, url: 'https://rera.delhi.gov.in/' },
];

export function reraAuthorityUrl(reraNumber: string): string | null {
  const number = reraNumber.trim();
  return AUTHORITIES.find((authority) => authority.pattern.test(number))?.url ?? null;
}
