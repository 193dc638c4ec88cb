'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the require is the server's copy (components/ui/server-markup.tsx) */

import { codeInTurn } from '@/components/ui/code-may-load';
import { firstTouch } from '@/components/ui/first-touch';
import { serverMarkup } from '@/components/ui/server-markup';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { ListingFiltersProps } from './listing-filters';
import { LISTING_FILTERS_FORM_ID } from './listing-filters-ids';
import styles from './listing-filters.module.css';

// The plain form: rendered by the server, kept as it is by the browser until ListingFilters takes its place. Where
// the browser renders it (a listing the app router rendered there), it is ListingFilters itself.
const PlainListingFilters = serverMarkup(
  'div',
  () => import('./listing-filters').then((module) => module.ListingFilters),
  typeof window === 'undefined' ? (require('./listing-filters') as typeof import('./listing-filters')).ListingFilters : undefined,
);

/**
 * The listing's filters without their code in the listing's first-load JavaScript (issue 43): their HTML (11 KB) is
 * sent once, as the server rendered it, and kept by the browser (serverMarkup). It is a GET form that works without
 * JavaScript: ticks and choices change natively, 'Show all' is a <details>, the Filters link opens the drawer through
 * its #hash, and 'Show N projects' submits. At the first tap, key or focus in it (firstTouch: putting React's form in
 * place is a long task on a phone-class CPU, not worth making for a visitor who never filters), ListingFilters takes
 * its place with what the visitor changed, where the focus was and what was open (listing-filters-handover.tsx). Should
 * the app router show another listing before then (a page or type link), the kept markup is out of date: React's form
 * comes at once, and nothing of the old one is carried over.
 */
export function ListingFiltersTakeover(props: ListingFiltersProps) {
  const [Form, setForm] = useState<ComponentType<ListingFiltersProps> | null>(null);
  const serverQuery = useRef(props.query);
  const shownQuery = useRef(props.query);
  const navigated = useRef(() => {});

  useEffect(() => {
    shownQuery.current = props.query;
    if (props.query !== serverQuery.current) navigated.current();
  }, [props.query]);

  useEffect(() => {
    const found = document.getElementById(LISTING_FILTERS_FORM_ID);
    // Absent where the browser rendered the form itself: it is ListingFilters already.
    if (!(found instanceof HTMLFormElement)) return;
    let live = true;
    const watch = new AbortController();
    const pageChanged = new Promise<void>((resolve) => (navigated.current = resolve));
    const touched = firstTouch(found, watch.signal);
    // The code is fetched once the page is idle, so that a first tap does not wait for it; React's form is put in
    // place at that tap.
    const code = Promise.race([codeInTurn(), touched, pageChanged]).then(() => import('./listing-filters-handover'));
    Promise.all([code, Promise.race([touched, pageChanged])]).then(
      ([{ handOver }]) => {
        if (live) handOver(shownQuery.current === serverQuery.current ? found : null, (form) => setForm(() => form));
      },
      // No code (offline, say): the plain form stays, and works as it does without JavaScript.
      () => {},
    );
    return () => {
      live = false;
      watch.abort();
    };
  }, []);

  if (!Form) return <PlainListingFilters key="server" className={styles.takeover} {...props} />;
  return (
    <div key="react" className={styles.takeover}>
      <Form {...props} />
    </div>
  );
}
