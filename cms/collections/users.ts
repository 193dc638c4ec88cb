import type { CollectionConfig } from 'payload';
import { staffSessionStrategy } from '../staff-session-strategy';

/**
 * The staff members who have opened the editor, as Payload needs a user collection. No passwords: they sign in
 * to the staff area as always (two-factor included) and the editor reads that session.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'name', hidden: true },
  auth: { disableLocalStrategy: true, strategies: [staffSessionStrategy] },
  access: {
    admin: ({ req }) => Boolean(req.user),
    read: ({ req }) => Boolean(req.user),
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    { name: 'staffId', type: 'text', required: true, unique: true, index: true },
    { name: 'email', type: 'email', required: true },
    { name: 'name', type: 'text', required: true },
    { name: 'role', type: 'text', required: true },
  ],
};
