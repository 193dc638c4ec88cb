// Next.js answers requests carrying these headers with RSC payloads or prefetches, never with a page's HTML.
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];

/** Request headers as Node gives them (IncomingHttpHeaders), or any record of the same shape. */
export type RequestHeaders = Record<string, string | string[] | undefined>;

/** Whether a request is the client router's (an RSC payload or a prefetch) rather than a page load. */
export const isRouterRequest = (headers: RequestHeaders): boolean => ROUTER_HEADERS.some((name) => headers[name] !== undefined);
