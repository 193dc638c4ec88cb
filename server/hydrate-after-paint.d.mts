import type { IncomingMessage, ServerResponse } from 'node:http';
export declare const DEFERRED_SCRIPT_ATTRIBUTE: string;
export type WholePage = { status: number; headers: Record<string, unknown>; html: string };
export declare function isPageRequest(request: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }): boolean;
export declare function hydrateAfterPaint(
  request: IncomingMessage,
  response: ServerResponse,
  options?: { keepWhole?: (status: number, headers: Record<string, unknown>) => boolean; onWhole?: (whole: WholePage) => void },
): void;
