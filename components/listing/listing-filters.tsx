'use client';

import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import { useHydrated } from '@/components/ui/use-hydrated';
import { formatBbox } from '@/lib/site/listing/bbox';
import { AREA_RANGE, BUDGET_RANGE, SORT_OPTIONS, type SortKey } from '@/lib/site/listing/options';
import type { FilterOptions } from '@/lib/site/listing/options-for';
import { activeFilterCount, DEFAULT_QUERY, LIST_PARAMS, listingHref, type ListingQuery, type ListParam } from '@/lib/site/listing/query';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useTransition, type FormEvent, type MouseEvent } from 'react';
import { CheckGroup } from './check-group';
import { DeveloperFilter } from './developer-filter';
import { LISTING_FILTER_PANEL_ID, LISTING_FILTERS_FORM_ID } from './listing-filters-ids';
import styles from './listing-filters.module.css';
import { LocalityFilter } from './locality-filter';
import { RangeFilter } from './range-filter';
import { useDrawerFocus } from './use-drawer-focus';

const SETTLE_MS = 500;

const budgetUnits = [
  { value: 'L', label: 'L', title: 'lakh' },
  { value: 'Cr', label: 'Cr', title: 'crore' },
] as const;
const areaUnits = [
  { value: 'sqft', label: 'sqft', title: 'square feet' },
  { value: 'sqyd', label: 'sqyd', title: 'square yards' },
  { value: 'acre', label: 'acre', title: 'acres' },
] as const;

const checkGroups: { key: Exclude<ListParam, 'localities' | 'cities' | 'developers'>; legend: string }[] = [
  { key: 'propertyTypes', legend: 'Property Type' },
  { key: 'bedrooms', legend: 'No of Bedrooms' },
  { key: 'statuses', legend: 'Construction Status' },
  { key: 'furnishing', legend: 'Furnishing Status' },
];

export type ListingFiltersProps = { query: ListingQuery; options: FilterOptions; total: number };
type Props = ListingFiltersProps & {
  /** The visitor's changes to the server's plain form this one takes the place of (listing-filters-takeover.tsx). */
  resume?: ListingQuery;
};

/**
 * The filter form: a plain GET form the server renders from the URL. With JavaScript each change
 * pushes the new URL and the server re-renders the cards; no project data reaches the browser.
 */
export function ListingFilters({ query, options, total, resume }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [draft, setDraft] = useState(resume ?? query);
  const [shownHref, setShownHref] = useState(listingHref(query));
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const close = useCallback(() => setOpen(false), []);
  const panel = useDrawerFocus(open, close);

  // A slider still settling must not navigate back here after the visitor has left the page.
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The drawer targeted by a link (the Filters link before React ran, or any other) becomes the dialog React
  // manages, and closes with its button: without the hash, the CSS that showed it lets go. The Filters button is
  // where the focus goes back to on closing, as if it had opened it: the link's own place.
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const openFromHash = () => {
      if (window.location.hash !== `#${LISTING_FILTER_PANEL_ID}`) return;
      opener.current?.focus({ preventScroll: true });
      setOpen(true);
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, []);

  // A new URL (back button, a link, a finished navigation) becomes the form's state.
  const href = listingHref(query);
  if (href !== shownHref) {
    setShownHref(href);
    setDraft(query);
  }

  function navigate(next: ListingQuery) {
    window.clearTimeout(timer.current);
    const target = listingHref(next);
    if (target === href) return;
    startTransition(() => router.push(target, { scroll: false }));
  }

  // What the visitor changed in the plain form before this one took its place is a change like any other; as a
  // slider's, it waits a moment, so that the taps that follow go with it.
  useEffect(() => {
    if (resume && listingHref({ ...resume, page: query.page }) !== href) update(resume, false);
    // Once, when this form takes the plain one's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Any filter change returns to page 1; a slider still moving waits until it settles. */
  function update(change: Partial<ListingQuery>, settled = true) {
    const next = { ...draft, ...change, page: 1 };
    setDraft(next);
    window.clearTimeout(timer.current);
    if (settled) navigate(next);
    else timer.current = window.setTimeout(() => navigate(next), SETTLE_MS);
  }

  function toggle(key: ListParam, value: string) {
    update({ [key]: draft[key].includes(value) ? draft[key].filter((item) => item !== value) : [...draft[key], value] });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(draft);
    setOpen(false);
  }

  const filterCount = activeFilterCount(draft);
  const openerText = `Filters${filterCount > 0 ? ` (${filterCount})` : ''}`;
  const hydrated = useHydrated();
  const clearHref = listingHref({ ...DEFAULT_QUERY, type: query.type, sort: query.sort, view: query.view });

  // A plain link (it works before hydration); once React runs, the filters clear in place like any other change.
  function clearFilters(event: MouseEvent<HTMLAnchorElement>) {
    close();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.clearTimeout(timer.current);
    startTransition(() => router.push(clearHref, { scroll: false }));
  }

  return (
    <form id={LISTING_FILTERS_FORM_ID} action="/project-details" method="get" className={styles.form} onSubmit={submit}>
      <input type="hidden" name="type" value={draft.type} />
      {draft.view !== 'list' && <input type="hidden" name="view" value={draft.view} />}
      {draft.bbox && <input type="hidden" name="bbox" value={formatBbox(draft.bbox)} />}
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {pending ? 'Loading projects...' : `${total} ${query.type} ${total === 1 ? 'project' : 'projects'}`}
        </p>
        <label className={styles.sort}>
          <span>Sort by</span>
          <select name="sort" value={draft.sort} onChange={(event) => update({ sort: event.target.value as SortKey })}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        {/* Without JavaScript a link jumps to the filters; once React runs, a button opens them as a dialog. */}
        {hydrated ? (
          <button
            ref={opener}
            type="button"
            className={`btn btn-outline ${styles.openButton}`}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={LISTING_FILTER_PANEL_ID}
            onClick={() => setOpen(true)}
          >
            {openerText}
          </button>
        ) : (
          <a href={`#${LISTING_FILTER_PANEL_ID}`} className={`btn btn-outline ${styles.openButton}`}>
            {openerText}
          </a>
        )}
      </div>

      {open && <div className={styles.backdrop} onClick={close} aria-hidden="true" />}
      <section
        id={LISTING_FILTER_PANEL_ID}
        ref={panel}
        className={`${styles.panel} ${open ? styles.open : ''}`}
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-labelledby="listing-filters-title"
      >
        <div className={styles.panelHeader}>
          <h2 id="listing-filters-title">Filters</h2>
          {hydrated ? (
            <button type="button" className={styles.close} aria-label="Close filters" onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          ) : (
            <a href="#listing-results" className={styles.close} aria-label="Close filters">
              <span aria-hidden="true">×</span>
            </a>
          )}
        </div>
        <div className={styles.panelBody}>
          {/* The coarsest choice first: a city page's 'See all' link arrives with it ticked. */}
          <CheckGroup
            legend="City"
            name={LIST_PARAMS.cities}
            options={options.cities}
            chosen={draft.cities}
            onToggle={(value) => toggle('cities', value)}
          />
          <RangeFilter
            legend="Budget"
            name="budget"
            range={BUDGET_RANGE}
            value={draft.budget}
            unit={draft.budgetUnit}
            units={budgetUnits}
            onChange={(budget, budgetUnit, settled) => update({ budget, budgetUnit }, settled)}
          />
          <RangeFilter
            legend="Area"
            name="area"
            range={AREA_RANGE}
            value={draft.area}
            unit={draft.areaUnit}
            units={areaUnits}
            onChange={(area, areaUnit, settled) => update({ area, areaUnit }, settled)}
          />
          {checkGroups.map((group) => (
            <CheckGroup
              key={group.key}
              legend={group.legend}
              name={LIST_PARAMS[group.key]}
              options={options[group.key]}
              chosen={draft[group.key]}
              onToggle={(value) => toggle(group.key, value)}
            />
          ))}
          <LocalityFilter options={options.localities} chosen={draft.localities} onToggle={(value) => toggle('localities', value)} />
          <DeveloperFilter
            options={options.developers}
            names={options.developerNames}
            chosen={draft.developers}
            onToggle={(value) => toggle('developers', value)}
          />
        </div>
        <div className={styles.panelFooter}>
          {filterCount > 0 && (
            <Link href={clearHref} onClick={clearFilters}>
              Clear all filters
            </Link>
          )}
          <button type="submit" className="btn btn-primary">
            Show {total} {total === 1 ? 'project' : 'projects'}
          </button>
        </div>
      </section>
    </form>
  );
}
