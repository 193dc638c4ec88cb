import type { IncomingMessage, ServerResponse } from 'node:http';
export declare const DEFERRED_SCRIPT_ATTRIBUTE: string;
export declare function createScriptDeferrer(): { push(piece: string): string; finish(): string };
export declare function isPageRequest(request: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }): boolean;
export declare function hydrateAfterPaint(request: IncomingMessage, response: ServerResponse): void;
