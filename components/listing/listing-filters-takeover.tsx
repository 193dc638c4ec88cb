'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the require is the server's copy (components/ui/island.tsx) */

import { island } from '@/components/ui/island';
import type { ListingFiltersProps } from './listing-filters';
import styles from './listing-filters.module.css';

/**
 * The listing's filters without their code in the listing's first-load JavaScript (issue 43): a replacing island
 * (components/ui/island.tsx). Their HTML (11 KB) is sent once, as the server rendered it. It is a GET form that works
 * without JavaScript: ticks and choices change natively, 'Show all' is a <details>, the Filters link opens the drawer
 * through its #hash, and 'Show N projects' submits. At the first tap, key or focus in it (putting React's form in place
 * is a long task on a phone-class CPU, not worth making for a visitor who never filters), ListingFilters takes its
 * place with what the visitor changed, where the focus was, what was open and how far the drawer was scrolled
 * (listing-filters-replacement.tsx). Should the app router show another listing before then (a page or type link), the
 * kept markup is out of date: React's form comes at once, and nothing of the old one is carried over.
 */
const ListingFiltersIsland = island(
  () => import('./listing-filters-replacement').then((module) => module.ListingFiltersReplacement),
  typeof window === 'undefined' ? (require('./listing-filters') as typeof import('./listing-filters')).ListingFilters : undefined,
  { replace: 'div', when: 'touch', scroll: `.${styles.panelBody}` },
);

/** The filters, in the element they are kept in while their code comes (display: contents). */
export function ListingFiltersTakeover(props: ListingFiltersProps) {
  return <ListingFiltersIsland className={styles.takeover} {...props} />;
}
