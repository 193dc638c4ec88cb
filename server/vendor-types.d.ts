// The two small HTTP helpers the server uses ship no types (and no @types package is installed): what it calls.
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders | Record<string, string | string[] | undefined> });
    encoding(available?: string[], options?: { preferred?: string[] }): string | undefined;
  }
}

declare module 'fresh' {
  import type { IncomingHttpHeaders } from 'node:http';

  /** Whether the client's cached copy (If-None-Match, If-Modified-Since) matches the response's validators. */
  export default function fresh(requestHeaders: IncomingHttpHeaders, responseHeaders: { etag?: string; 'last-modified'?: string }): boolean;
}
