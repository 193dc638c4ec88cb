import type { Transform } from 'node:stream';
export declare function createScriptDeferrer(): Transform;
export declare function deferScripts(html: string): Promise<string>;
