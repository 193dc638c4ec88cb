/** Numbers from SPEC section 9 that the site shell depends on. */
export const HEADER_SCROLLED_AFTER_PX = 50;
