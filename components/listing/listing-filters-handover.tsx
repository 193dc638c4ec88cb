import { readFormCarry, restoreFormCarry } from '@/components/ui/form-carry';
import { parseListingSearch } from '@/lib/site/listing/query';
import { useLayoutEffect, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { ListingFilters, type ListingFiltersProps } from './listing-filters';
import { LISTING_FILTERS_FORM_ID } from './listing-filters-ids';
import styles from './listing-filters.module.css';

// The drawer's scrolled body, kept where it was.
const SCROLLED = `.${styles.panelBody}`;

const isChoice = (input: HTMLInputElement) => input.type === 'checkbox' || input.type === 'radio';

/** Whether the visitor changed any control from what the server rendered. */
function changedByVisitor(form: HTMLFormElement): boolean {
  return [...form.elements].some((control) => {
    if (control instanceof HTMLInputElement)
      return isChoice(control) ? control.checked !== control.defaultChecked : control.value !== control.defaultValue;
    if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected);
    return false;
  });
}

/** Gives a number typed into a range's box (a box has no name: its slider carries the value) to its slider, as ListingFilters would have. */
function numbersToSliders(form: HTMLFormElement) {
  for (const box of form.querySelectorAll<HTMLInputElement>('input[type="number"]')) {
    const slider = box.parentElement?.querySelector<HTMLInputElement>('input[type="range"]');
    if (slider && box.value !== box.defaultValue && Number.isFinite(box.valueAsNumber)) slider.value = String(box.valueAsNumber);
  }
}

/**
 * Puts ListingFilters in the place of the server's plain filter form (listing-filters-takeover.tsx), synchronously, so
 * that nothing the visitor does falls between reading the plain form and React's: with the choices they changed
 * (applied as any change is, by a new URL), the focus and caret where they were, 'Show all' lists open and the drawer
 * scrolled as they were (formCarry). `plain` is null when the kept form is out of date (another listing is shown): nothing of it
 * is carried over.
 */
export function handOver(plain: HTMLFormElement | null, show: (form: ComponentType<ListingFiltersProps>) => void) {
  const changed = plain !== null && changedByVisitor(plain);
  if (changed) numbersToSliders(plain);
  const carry = plain && readFormCarry(plain, SCROLLED);
  // The query the plain form holds, read as its submission would be.
  const resume = changed && carry ? parseListingSearch(carry.entries) : undefined;

  function TakenOver(props: ListingFiltersProps) {
    useLayoutEffect(() => {
      if (carry) restoreFormCarry(document.getElementById(LISTING_FILTERS_FORM_ID), carry, SCROLLED);
    }, []);
    return <ListingFilters {...props} resume={resume} />;
  }
  flushSync(() => show(TakenOver));
}
