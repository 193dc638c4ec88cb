/** The filter form's id, by which the plain one the server rendered is found (listing-filters-takeover.tsx). */
export const LISTING_FILTERS_FORM_ID = 'listing-filters';
