/**
 * What the service worker does with a request, decided from the request alone. The staff area and the
 * APIs are never touched: they are no-store and must always reach the server. The two read-only APIs the
 * shortlist, compare and search need are the exception.
 */

export type RequestKind = 'bypass' | 'page' | 'static' | 'image' | 'data';

export type RequestFacts = {
  method: string;
  mode: string;
  destination: string;
  sameOrigin: boolean;
  pathname: string;
};

/** Read-only JSON the offline shortlist, compare and search use; every other /api/ address bypasses the worker. */
export const OFFLINE_APIS = ['/api/project-cards', '/api/search-index'] as const;

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function requestKind({ method, mode, destination, sameOrigin, pathname }: RequestFacts): RequestKind {
  if (method !== 'GET' || !sameOrigin) return 'bypass';
  if (isUnder(pathname, '/admin') || isUnder(pathname, '/serwist')) return 'bypass';
  if (isUnder(pathname, '/api')) return (OFFLINE_APIS as readonly string[]).includes(pathname) ? 'data' : 'bypass';
  if (mode === 'navigate') return 'page';
  if (pathname.startsWith('/_next/static/')) return 'static';
  if (pathname.startsWith('/_next/image') || pathname.startsWith('/images/') || destination === 'image') return 'image';
  if (pathname.startsWith('/data/') && pathname.endsWith('.json')) return 'data';
  return 'bypass';
}

/** The build files a saved page's HTML refers to, which must be saved with it for the page to run offline. */
export function staticFilesOf(html: string): string[] {
  const found = html.match(/\/_next\/static\/[A-Za-z0-9_\-./]+\.(?:js|css|woff2)/g) ?? [];
  return [...new Set(found)];
}
