/**
 * What a push to a member of staff carries (queued by lib/office/notify/advisor-notice.ts): the notification's
 * title, body and tag, and the staff page to open when it is tapped.
 */
export type StaffNotification = { title: string; body: string; url: string; tag: string };

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** The notification a push's JSON describes, or null when it is not one the site sent. */
export function staffNotificationOf(data: unknown): StaffNotification | null {
  if (typeof data !== 'object' || data === null) return null;
  const fields = data as Record<string, unknown>;
  const title = text(fields.title, 200);
  if (!title) return null;
  return { title, body: text(fields.body, 500), url: text(fields.url, 2048), tag: text(fields.tag, 200) };
}

/**
 * The address a tapped notification opens: only a staff page (/admin/…) of this site's own origin, so a push
 * cannot send a phone anywhere else; the staff list of leads otherwise.
 */
export function notificationTarget(url: unknown, origin: string): string {
  const fallback = new URL('/admin/leads', origin).toString();
  if (typeof url !== 'string' || url === '') return fallback;
  try {
    const target = new URL(url, origin);
    return target.origin === origin && target.pathname.startsWith('/admin/') ? target.toString() : fallback;
  } catch {
    return fallback;
  }
}
