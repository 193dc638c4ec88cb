/** Numbers from SPEC section 9 that the site shell depends on. */
export const HEADER_SCROLLED_AFTER_PX = 50;
/** The id of the header's navigation, the popover its menu button opens. */
export const HEADER_NAV_ID = 'primary-navigation';
/** The element in the header's menu where 'Install app' appears when the browser offers installation. */
export const INSTALL_SLOT_ID = 'install-app-slot';
