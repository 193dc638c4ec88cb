import { requestMember } from '@/lib/office/staff/access';
import type { AuthStrategy } from 'payload';
import { isCatalogueEditor } from './access';

/**
 * The editor's sign-in is the staff area's: a live session past both steps (and two-factor set up where it is
 * required) of an editor or an admin, read as the staff downloads read it. Anyone else is no user at all, so Payload
 * shows them nothing.
 */
export const staffSessionStrategy: AuthStrategy = {
  name: 'staff-session',
  authenticate: async ({ headers, payload }) => {
    const member = await requestMember(new Request('http://catalogue-editor.invalid/', { headers }));
    if (!member || !isCatalogueEditor(member)) return { user: null };
    const data = { staffId: member.id, email: member.email, name: member.name, role: member.role };
    const found = await payload.find({
      collection: 'users',
      where: { staffId: { equals: member.id } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    });
    const existing = found.docs[0];
    const user = !existing
      ? await payload.create({ collection: 'users', data, overrideAccess: true })
      : existing.name !== data.name || existing.email !== data.email || existing.role !== data.role
        ? await payload.update({ collection: 'users', id: existing.id, data, overrideAccess: true })
        : existing;
    return { user: { ...user, collection: 'users' } };
  },
};
