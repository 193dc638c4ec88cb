'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

export type StaffNavLink = { label: string; href: string };

const isWithin = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** The staff sections, the one the page belongs to (a lead belongs to Leads) marked as current. */
export function StaffNavLinks({ links }: { links: StaffNavLink[] }) {
  const pathname = usePathname();
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} aria-current={isWithin(pathname, link.href) ? 'page' : undefined} prefetch={false}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
