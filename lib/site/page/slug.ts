/** URL slugs and the human labels derived from them (breadcrumbs, headings). */

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** 'project-details' -> 'Project Details' (the SPEC's breadcrumb rule). */
export function deslugify(slug: string): string {
  return titleCase(slug.replace(/-+/g, ' '));
}

/**
 * The loose form used by the SPEC's lookups: case-insensitive, hyphens and spaces ignored,
 * so 'Signature Global', 'signature-global' and 'SignatureGlobal' all meet.
 */
export function looseKey(text: string): string {
  return text.toLowerCase().replace(/[\s-]+/g, '');
}
