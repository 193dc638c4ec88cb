/**
 * Every form posts to one backend host. Empty (the default) means this site itself; the value is
 * inlined into the browser bundle at build time, so it must be set before `next build`.
 */
export function apiUrl(path: string): string {
  const base = (process.env.NEXT_PUBLIC_API_BASE ?? '').replace(/\/+$/, '');
  return `${base}${path}`;
}
