// Shared by the server's home page and the tile dialogs' client code: no imports, so neither pulls the other's in.

export type LocalityGuideView = {
  id: string;
  name: string;
  summary: string;
  /** e.g. '₹13,000 – ₹22,500' */
  priceRange: string;
  projects: { name: string; href: string }[];
  /** The project listing filtered to this locality. */
  listingHref: string;
};

/**
 * Marks a home tile (a link, so it works before and without JavaScript) that opens a dialog once the tile dialogs'
 * code has come (tile-dialogs.tsx): `locality:<id>` for a locality's guide, `contact` for the contact form.
 */
export const TILE_DIALOG_ATTRIBUTE = 'data-tile-dialog';
