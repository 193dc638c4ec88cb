export declare const DEFERRED_SCRIPT_ATTRIBUTE: string;
export declare const hydrationLoader: string;
export declare const hydrationLoaderHash: string;
