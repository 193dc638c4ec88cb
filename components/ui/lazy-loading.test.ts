import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// One lazy-loading mechanism for the public site: island() (components/ui/island.tsx). Anything else that fetches a
// component's code later fails here, but for the exceptions below, each with its reason.
const ROOT = path.resolve(__dirname, '..', '..');
const OTHER_MECHANISMS: readonly [string, RegExp][] = [
  ['next/dynamic', /from 'next\/dynamic'/],
  ['React.lazy', /\blazy\(|React\.lazy/],
  ['an import() rendered by hand', /useState<ComponentType/],
];
const EXCEPTIONS: Record<string, string> = {
  // The primitive itself.
  'components/ui/island.tsx': 'island() is made with React.lazy',
  // Leaflet touches `window` when its module is evaluated, so a map has no server half for an island: the one exception
  // to island(), the maps' React.lazy, each shown only in the browser (near the screen, hydrated, idle).
  'components/map/location-map.tsx': 'maps: Leaflet cannot be required on the server',
  'components/map/projects-map.tsx': 'maps: Leaflet cannot be required on the server',
  'components/map/listing-map-pane.tsx': 'maps: Leaflet cannot be required on the server',
  'components/map/listing-leaflet-map.tsx': "maps: the markers' Leaflet code",
  // Sub-chunks inside a running island that show something meanwhile (island() shows nothing): issue 52 lets them be.
  'components/project/emi-live.tsx': 'the EMI donut chart, a sub-chunk of the calculator',
  'components/project/floor-plan-carousel.tsx': "Swiper, with the server's slides shown until it has come",
  'components/price-charts/price-history-live.tsx': 'Recharts, a sub-chunk asked for once the price history has come',
  'components/price-charts/price-trend-live.tsx': 'Recharts, a sub-chunk asked for once the locality trend has come',
  // The error boundaries are chunks of their own on every page: island() there copied its code (and its waits') into
  // them, 1.8 KB more first-load JavaScript (measured); the notice is only rendered once a page has failed.
  'app/(site)/error.tsx': 'the page error boundary, a chunk of its own',
  'app/global-error.tsx': 'the root error boundary, a chunk of its own',
  // A timer, not a Suspense boundary, whose reveal would wait on React's throttle.
  'components/forms/home-contact-popup.tsx': 'the home popup shows the moment its time comes',
};

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Each public source file that loads code another way than island(), with the ways it does. */
function otherLazyLoading(files: readonly string[]): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const ways = OTHER_MECHANISMS.filter(([, written]) => written.test(text)).map(([name]) => name);
    if (ways.length > 0) found[file] = ways;
  }
  return found;
}

it('loads public parts later only through island(), but for the listed exceptions', () => {
  const files = ['app', 'components', 'browser'].flatMap(sourceFiles);
  const found = otherLazyLoading(files);
  expect(Object.keys(found).filter((file) => !(file in EXCEPTIONS))).toEqual([]);
  // An exception no longer needed leaves the list.
  expect(Object.keys(EXCEPTIONS).filter((file) => !(file in found))).toEqual([]);
});

it('reports a part that loads its code with next/dynamic or React.lazy', () => {
  expect(otherLazyLoading(['components/admin/reports/report-chart.tsx'])).toEqual({
    'components/admin/reports/report-chart.tsx': ['next/dynamic'],
  });
});
