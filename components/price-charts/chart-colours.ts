/** The charts' colours: the site's primary and a darker accent (SVG attributes take no CSS variables). */
export const CHART_COLOURS = { primary: '#12355b', accent: '#9a6a12', grid: '#dde3ea', text: '#5b6777' } as const;
