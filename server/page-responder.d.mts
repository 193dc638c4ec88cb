import type { IncomingMessage, ServerResponse } from 'node:http';
export declare function createPageResponder(options: {
  handle: (request: IncomingMessage, response: ServerResponse) => unknown;
  applyContentSecurityPolicy: (request: IncomingMessage, response: ServerResponse) => void;
  keptPagePolicy: (hashes: string[]) => string;
  canonicalListingUrl: (search: string) => string;
}): (request: IncomingMessage, response: ServerResponse) => void;
