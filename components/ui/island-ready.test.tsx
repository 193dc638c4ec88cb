/** @jest-environment jsdom */
import { awaitsIsland, ISLAND_ATTRIBUTE } from '@/browser/hydration-loader/island-marks';
import { PaymentPlanTabsLive } from '@/components/project/payment-plan-tabs-live';
import { ProjectGalleryLive } from '@/components/project/project-gallery-live';
import { act, render } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { ImageViewerLive } from './image-viewer-live';

// Server markup marked as waiting for an island (ISLAND_ATTRIBUTE) holds the taps made on it until that island says
// it is ready (islandReady). One that never says it would hold them, then drop them 5 s after hydration. Each module
// that marks markup is listed here with the island that takes it over, mounted on the marked markup as the server
// sends it.
type Marked = { markedIn: string; name: string; markup: string; island: ReactElement };

const images = [
  { src: '/a.jpg', alt: 'Tower, photo 1 of 2' },
  { src: '/b.jpg', alt: 'Tower, photo 2 of 2' },
];
const mark = (name: string) => `${ISLAND_ATTRIBUTE}="${name}"`;

const marked: readonly Marked[] = [
  {
    markedIn: 'components/project/project-markup.tsx',
    name: 'payment-plan-tabs',
    markup: `<div id="payment-plan-tabs" ${mark('payment-plan-tabs')}><div role="tablist"><button type="button" role="tab" aria-selected="true">CLP</button></div></div>`,
    island: <PaymentPlanTabsLive rootId="payment-plan-tabs" />,
  },
  {
    markedIn: 'components/project/project-gallery.tsx',
    name: 'project-photos',
    markup: `<section id="project-photos" ${mark('project-photos')}><button type="button" data-viewer-index="0"></button></section>`,
    island: <ProjectGalleryLive rootId="project-photos" pictures={[null, null]} images={images} title="Tower" />,
  },
  {
    markedIn: 'components/ui/image-viewer-trigger.tsx',
    name: 'floor-plans',
    markup: `<div id="floor-plans"><button type="button" data-viewer-index="0" ${mark('floor-plans')}></button></div>`,
    island: <ImageViewerLive rootId="floor-plans" images={images} title="Floor plans" />,
  },
];

const ROOT = path.resolve(__dirname, '../..');
function modulesThatMark(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return modulesThatMark(relative);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return /\[ISLAND_ATTRIBUTE\]\s*:/.test(readFileSync(path.join(ROOT, relative), 'utf8')) ? [relative] : [];
  });
}

/** The names of the marked islands still waiting once each has been mounted on its markup and its effects have run. */
async function neverReady(entries: readonly Marked[]): Promise<string[]> {
  const waiting: string[] = [];
  for (const { name, markup, island } of entries) {
    document.body.innerHTML = markup;
    const region = document.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`)!;
    expect(awaitsIsland(region)).toBe(true);
    const { unmount } = render(island, { container: document.body.appendChild(document.createElement('div')) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    if (awaitsIsland(region)) waiting.push(name);
    unmount();
  }
  return waiting;
}

afterEach(() => {
  delete (window as { __nestoraIslands?: unknown }).__nestoraIslands;
  document.body.innerHTML = '';
});

it('lists every module that marks server markup as waiting for an island', () => {
  const marking = ['components', 'app'].flatMap(modulesThatMark).sort();
  expect(marking).toEqual(marked.map(({ markedIn }) => markedIn).sort());
});

it('has every marked island say it is ready once it has taken its markup over', async () => {
  expect(await neverReady(marked)).toEqual([]);
});

it('reports an island that never says it is ready', async () => {
  const Silent = () => null;
  expect(await neverReady([{ markedIn: 'nowhere', name: 'tabs', markup: `<div ${mark('tabs')}></div>`, island: <Silent /> }])).toEqual([
    'tabs',
  ]);
});
