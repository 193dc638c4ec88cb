import { replacement } from '@/components/ui/island-takeover';
import { parseListingSearch } from '@/lib/site/listing/query';
import { ListingFilters, type ListingFiltersProps } from './listing-filters';

/** Gives a number typed into a range's box (a box has no name: its slider carries the value) to its slider, as ListingFilters would have. */
function numbersToSliders(form: HTMLFormElement) {
  for (const box of form.querySelectorAll<HTMLInputElement>('input[type="number"]')) {
    const slider = box.parentElement?.querySelector<HTMLInputElement>('input[type="range"]');
    if (slider && box.value !== box.defaultValue && Number.isFinite(box.valueAsNumber)) slider.value = String(box.valueAsNumber);
  }
}

/**
 * ListingFilters in the place of the server's plain filter form (listing-filters-takeover.tsx), with the choices the
 * visitor changed there (applied as any change is, by a new URL): the query the plain form holds, read as its
 * submission would be.
 */
export const ListingFiltersReplacement = replacement<ListingFiltersProps>(function ListingFiltersReplacement({ carried, ...props }) {
  return <ListingFilters {...props} resume={carried?.changed ? parseListingSearch(carried.entries) : undefined} />;
}, numbersToSliders);
