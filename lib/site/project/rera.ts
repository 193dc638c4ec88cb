/**
 * The RERA authority that issued a registration number, from the number's format, so that the
 * number can link to the authority's register (the Real Estate (Regulation and Development) Act
 * 2016 requires the number, and the authority's website, on every advertisement of a project).
 */
export interface ReraAuthority {
  name: string;
  /** Where a buyer looks the number up: the authority's register of projects. */
  url: string;
  /** The city whose projects it registers, as the catalogue names it. */
  city: string;
}

// The formats each authority issues, whole (a number with anything around it is in none):
// - HARERA, Gurugram bench: its registration certificates "RC/REP/HARERA/GGM/655/455/2025/32" (the registration
//   number "GGM/655/455/2025/32" is quoted alone too), and the Panchkula bench's early Gurugram numbers
//   "HRERA-PKL-GGM-123-2018";
// - UP-RERA: "UPRERAPRJ" and the project's number ("UPRERAPRJ990817"; the first ones had four digits);
// - Delhi RERA: "DLRERA", the year, "P" and four digits ("DLRERA2023P0024").
const AUTHORITIES: { formats: RegExp[]; authority: ReraAuthority }[] = [
  {
    formats: [/^(RC\/REP\/HARERA\/)?GGM\/\d{1,4}\/\d{1,4}\/20\d\d\/\d{1,3}$/, /^HRERA-PKL-GGM-\d{1,4}-20\d\d$/],
    authority: { name: 'HARERA', url: 'https://haryanarera.gov.in/', city: 'Gurgaon' },
  },
  { formats: [/^UPRERAPRJ\d{4,6}$/], authority: { name: 'UP-RERA', url: 'https://www.up-rera.in/projects', city: 'Noida' } },
  { formats: [/^DLRERA20\d\dP\d{4}$/], authority: { name: 'Delhi RERA', url: 'https://rera.delhi.gov.in/', city: 'Delhi' } },
];

export function reraAuthority(reraNumber: string): ReraAuthority | null {
  const number = reraNumber.trim().toUpperCase();
  return AUTHORITIES.find(({ formats }) => formats.some((format) => format.test(number)))?.authority ?? null;
}

/** The authority's register for a registration number; null when the issuer is not recognised. */
export function reraAuthorityUrl(reraNumber: string): string | null {
  return reraAuthority(reraNumber)?.url ?? null;
}

/**
 * Why a project's registration number cannot be published, or null when it can: it must be in the format of the
 * authority of the project's city (a Noida project registers with UP-RERA, whatever its developer's home state).
 */
export function reraNumberProblem(reraNumber: string, city: string | null | undefined): string | null {
  const authority = reraAuthority(reraNumber);
  if (!authority) return 'not a registration number in the format of HARERA (Gurugram), UP-RERA or Delhi RERA';
  const cityAuthority = AUTHORITIES.find(({ authority: { city: served } }) => served === city)?.authority;
  if (cityAuthority && cityAuthority !== authority)
    return `a ${authority.name} number, but a project in ${city} registers with ${cityAuthority.name}`;
  return null;
}
