import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A next/link that never prefetches, for the links every page carries (header, footer, breadcrumbs...).
 * A visitor from a search usually reads one page; prefetching each linked route with its JavaScript on load
 * cost a phone data and main-thread time (about 25 KB of scripts and 30 KB of RSC data per page).
 */
export function NoPrefetchLink(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  return <Link {...props} prefetch={false} />;
}
