/** The filter form's id, by which the plain one the server rendered is found (listing-filters-takeover.tsx). */
export const LISTING_FILTERS_FORM_ID = 'listing-filters';

/** The filter panel: the wide screen's sidebar, the phone's drawer, opened by the Filters link's #hash or button. */
export const LISTING_FILTER_PANEL_ID = 'listing-filter-panel';
