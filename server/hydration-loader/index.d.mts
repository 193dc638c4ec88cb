export { DEFERRED_SCRIPT_ATTRIBUTE } from './deferred-script-attribute.mjs';
export declare const hydrationLoader: string;
export declare const hydrationLoaderHash: string;
