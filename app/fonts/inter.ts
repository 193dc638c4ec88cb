import localFont from 'next/font/local';

/** The site's one typeface, for the root layout and the global 404, which has no layout around it. */
export const inter = localFont({
  src: './inter-subset-wght.woff2',
  variable: '--font-sans',
  weight: '100 900',
  display: 'swap',
  // Preloaded (next/font's default): without it the font arrives after the first paint and its swap
  // re-wraps the project header's text, a layout shift of 0.22 measured by Lighthouse.
});
