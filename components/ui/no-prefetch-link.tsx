import type { AnchorHTMLAttributes } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * The public site's link: a plain `<a>`, so following it is a full page load. The pages are prerendered and
 * served from memory, so that load is fast; and next/link's client code (about 3 KB gzipped) is no longer in
 * every page's first-load JavaScript, nor does it prefetch each linked route's scripts and data on a phone
 * (issue 43). The staff area keeps next/link.
 */
export function NoPrefetchLink(props: Props) {
  return <a {...props} />;
}
