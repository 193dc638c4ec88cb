/** The site's fixed link sets: header, footer columns and services. */
export type NavLink = { label: string; href: string };

export const mainNav: readonly NavLink[] = [
  { label: 'Home', href: '/home' },
  { label: 'Trending Projects', href: '/trending-projects' },
  { label: 'About', href: '/about' },
  { label: 'Career', href: '/career' },
  { label: 'Contact Us', href: '/contact-us' },
];

export const quickLinks: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Careers', href: '/career' },
  { label: 'Contact Us', href: '/contact-us' },
];

export const serviceLinks: readonly NavLink[] = [
  { label: 'Residential', href: '/residential' },
  { label: 'Commercial', href: '/commercial' },
  { label: 'Plots', href: '/plots' },
  { label: 'SCO Plots', href: '/sco' },
];

/** The three links of each footer city column: the city page, and its residential and commercial pages. */
export function cityColumnLinks(cityName: string, citySlug: string): NavLink[] {
  const href = `/city/${citySlug}`;
  return [
    { label: `New Projects in ${cityName}`, href },
    { label: `Residential Property in ${cityName}`, href: `${href}/residential` },
    { label: `Commercial Property in ${cityName}`, href: `${href}/commercial` },
  ];
}

export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/home') return pathname === '/' || pathname === '/home';
  return pathname === href || pathname.startsWith(`${href}/`);
}
