/**
 * Staff pages that moved, old prefix first: the leads were once listed at /admin/enquiries, and bookmarks, browser
 * history and mails sent before the move still point there.
 */
const moved = [['/admin/enquiries', '/admin/leads']] as const;

/** Where an old staff path lives now (its tail kept: `/admin/enquiries/<id>` → `/admin/leads/<id>`), or null. */
export function movedStaffPath(pathname: string): string | null {
  for (const [from, to] of moved) {
    if (pathname === from || pathname.startsWith(`${from}/`)) return `${to}${pathname.slice(from.length)}`;
  }
  return null;
}
