import type { Access, PayloadRequest } from 'payload';

/** The staff roles that edit and publish the catalogue: marketing (editor) and the admins. Advisors never. */
export const CATALOGUE_ROLES: ReadonlySet<string> = new Set(['editor', 'admin']);

export const isCatalogueEditor = (user: unknown): boolean =>
  typeof user === 'object' && user !== null && CATALOGUE_ROLES.has(String((user as { role?: unknown }).role));

export const catalogueEditors: Access = ({ req }: { req: PayloadRequest }) => isCatalogueEditor(req.user);

/** Media files are shown on the public pages, so anyone may read them; only editors change them. */
export const everyone: Access = () => true;
