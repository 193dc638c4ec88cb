// Every part of layout-markup.tsx, from one module: the browser loads them in one piece, in the rare case it must
// render one itself (a kept island, components/ui/island.tsx).
export { FloatingLinks } from './floating-links';
export { CityColumns, LinkColumn } from './footer-link-columns';
export { HeaderLogo, HeaderNav } from './header-markup';
export { SocialLinkItems } from './social-links';
