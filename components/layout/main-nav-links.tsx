import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import { isActivePath, mainNav } from '@/lib/site/page/navigation';
import { usePathname } from 'next/navigation';
import styles from './site-header.module.css';

/**
 * The header's links, the current page's marked, as the items of its list. Rendered by the server in the page's
 * HTML, which knows the page's path where the layout's server components do not, and kept by the browser without
 * this code (layout-markup.tsx): every link is a full page load, which renders the header again.
 */
export function MainNavLinks() {
  const pathname = usePathname();
  return mainNav.map((link) => {
    const active = isActivePath(pathname, link.href);
    return (
      <li key={link.href}>
        <NoPrefetchLink
          href={link.href}
          className={`${styles.link} ${active ? styles.active : ''}`}
          aria-current={active ? 'page' : undefined}
        >
          {link.label}
        </NoPrefetchLink>
      </li>
    );
  });
}
