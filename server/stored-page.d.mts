import type { IncomingMessage, ServerResponse } from 'node:http';
export type Encoding = 'br' | 'gzip' | 'identity';
export type StoredPage = {
  headers: Record<string, unknown>;
  hashes: string[];
  policy: string;
  variants: Record<Encoding, { body: Buffer; etag: string }>;
  bytes: number;
};
export declare function createStoredPage(
  whole: { headers: Record<string, unknown>; html: string },
  policyFor: (hashes: string[]) => string,
  effort?: 'best' | 'fast',
): Promise<StoredPage>;
export declare function sendStoredPage(request: IncomingMessage, response: ServerResponse, page: StoredPage, extraHeaders?: Record<string, string>): void;
