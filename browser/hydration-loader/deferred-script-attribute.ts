/** The attribute that holds a deferred script's address, which the loader reads (and the server writes). */
export const DEFERRED_SCRIPT_ATTRIBUTE = 'data-hydrate-after-paint';
