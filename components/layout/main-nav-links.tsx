'use client';

import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import { isActivePath, type NavLink } from '@/lib/site/page/navigation';
import { usePathname } from 'next/navigation';

type Props = { links: readonly NavLink[]; className?: string; activeClassName?: string };

/**
 * The header's links, the current page's marked. A client component only for that mark: the layout, which the
 * server renders once for every page, is not told which page it is in.
 */
export function MainNavLinks({ links, className, activeClassName }: Props) {
  const pathname = usePathname();
  return links.map((link) => {
    const active = isActivePath(pathname, link.href);
    return (
      <li key={link.href}>
        <NoPrefetchLink href={link.href} className={`${className ?? ''} ${active ? (activeClassName ?? '') : ''}`} aria-current={active ? 'page' : undefined}>
          {link.label}
        </NoPrefetchLink>
      </li>
    );
  });
}
