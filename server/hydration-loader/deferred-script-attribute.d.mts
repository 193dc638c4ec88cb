export declare const DEFERRED_SCRIPT_ATTRIBUTE: 'data-hydrate-after-paint';
