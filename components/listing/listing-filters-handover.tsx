import { openDetailsIn, reopenDetails } from '@/components/ui/open-details';
import { parseListingSearch, type ListingQuery } from '@/lib/site/listing/query';
import { useLayoutEffect, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { ListingFilters, type ListingFiltersProps } from './listing-filters';
import { LISTING_FILTERS_FORM_ID } from './listing-filters-ids';
import styles from './listing-filters.module.css';

/** Where the visitor was in the plain form: the control with the focus, the 'Show all' lists open, the drawer's scroll. */
type Place = {
  focus: { name: string; value: string | null; label: string | null; caret: [number | null, number | null] | null } | null;
  openLists: number[];
  scrollTop: number;
};

const isChoice = (input: HTMLInputElement) => input.type === 'checkbox' || input.type === 'radio';
const hasCaret = (input: HTMLInputElement) => input.type === 'search' || input.type === 'text';

/** Whether the visitor changed any control from what the server rendered. */
function changedByVisitor(form: HTMLFormElement): boolean {
  return [...form.elements].some((control) => {
    if (control instanceof HTMLInputElement)
      return isChoice(control) ? control.checked !== control.defaultChecked : control.value !== control.defaultValue;
    if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected);
    return false;
  });
}

/**
 * The query the plain form holds, read as its submission would be. A number typed into a range's box (a box has no
 * name: its slider carries the value) is given to the slider first, as ListingFilters would have.
 */
function visitorQuery(form: HTMLFormElement): ListingQuery | undefined {
  if (!changedByVisitor(form)) return undefined;
  for (const box of form.querySelectorAll<HTMLInputElement>('input[type="number"]')) {
    const slider = box.parentElement?.querySelector<HTMLInputElement>('input[type="range"]');
    if (slider && box.value !== box.defaultValue && Number.isFinite(box.valueAsNumber)) slider.value = String(box.valueAsNumber);
  }
  const search = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') search.append(name, value);
  return parseListingSearch(search);
}

function placeIn(form: HTMLFormElement): Place {
  const active = document.activeElement;
  const focused = (active instanceof HTMLInputElement || active instanceof HTMLSelectElement) && form.contains(active) ? active : null;
  const input = focused instanceof HTMLInputElement ? focused : null;
  return {
    focus: focused && {
      name: focused.name,
      value: input && isChoice(input) ? input.value : null,
      label: focused.getAttribute('aria-label'),
      caret: input && hasCaret(input) ? [input.selectionStart, input.selectionEnd] : null,
    },
    openLists: openDetailsIn(form),
    scrollTop: form.querySelector(`.${styles.panelBody}`)?.scrollTop ?? 0,
  };
}

function controlAt(form: HTMLFormElement, focus: NonNullable<Place['focus']>): HTMLElement | null {
  const controls = [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')];
  return (
    controls.find((control) =>
      focus.name
        ? control.name === focus.name && (focus.value === null || control.value === focus.value)
        : control.getAttribute('aria-label') === focus.label,
    ) ?? null
  );
}

function restore(form: HTMLFormElement, place: Place) {
  reopenDetails(form, place.openLists);
  const body = form.querySelector(`.${styles.panelBody}`);
  if (body) body.scrollTop = place.scrollTop;
  const control = place.focus && controlAt(form, place.focus);
  if (!control || !place.focus) return;
  control.focus();
  const caret = place.focus.caret;
  if (caret && control instanceof HTMLInputElement) control.setSelectionRange(caret[0], caret[1]);
}

/**
 * Puts ListingFilters in the place of the server's plain filter form (listing-filters-takeover.tsx), synchronously, so
 * that nothing the visitor does falls between reading the plain form and React's: with the choices they changed
 * (applied as any change is, by a new URL), the focus and caret where they were, 'Show all' lists open and the drawer
 * scrolled as they were. `plain` is null when the kept form is out of date (another listing is shown): nothing of it
 * is carried over.
 */
export function handOver(plain: HTMLFormElement | null, show: (form: ComponentType<ListingFiltersProps>) => void) {
  const resume = plain ? visitorQuery(plain) : undefined;
  const place = plain && placeIn(plain);

  function TakenOver(props: ListingFiltersProps) {
    useLayoutEffect(() => {
      const form = document.getElementById(LISTING_FILTERS_FORM_ID);
      if (place && form instanceof HTMLFormElement) restore(form, place);
    }, []);
    return <ListingFilters {...props} resume={resume} />;
  }
  flushSync(() => show(TakenOver));
}
