/** @jest-environment jsdom */
import type { MapMarker } from '@/lib/site/listing/map-markers';
import { act, render, screen, waitFor } from '@testing-library/react';
import ListingLeafletMap from './listing-leaflet-map';

const marker = (key: string, latitude: number, longitude: number): MapMarker => ({
  key,
  name: `Project ${key}`,
  href: `/project-details/x/${key}`,
  image: '/images/x.webp',
  locality: 'Sector 1',
  configuration: '3 BHK',
  price: '₹ 1 Cr',
  latitude,
  longitude,
});

// Far apart, so that no zoom clusters them: two pins.
const markers = [marker('north', 28.9, 77.1), marker('south', 28.2, 77.5)];

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

beforeAll(() => {
  // jsdom lays nothing out: give the map's element a phone's map size, which Leaflet reads to fit the markers.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 390 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 420 });
  // The tile server's settings: none here, so no tiles are asked for.
  globalThis.fetch = jest.fn(() => Promise.resolve({ ok: false } as Response));
});

test('the Leaflet map is created in a task after the frame that inserts its element, not in that commit', async () => {
  const { container } = render(<ListingLeafletMap markers={markers} initialArea={null} label="Map of 2 matching projects" />);
  const element = container.firstElementChild!;
  // MapContainer created the map in the commit (its ref callback), forcing a layout of the whole page there.
  expect(element).not.toHaveClass('leaflet-container');
  expect(container.querySelector('.leaflet-pane')).toBeNull();

  await nextFrame();
  expect(element).toHaveClass('leaflet-container');
  expect(element.querySelector('.leaflet-map-pane')).not.toBeNull();
  // Keyboard panning: Leaflet makes the named map focusable.
  expect(element).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('region', { name: 'Map of 2 matching projects' })).toBe(element);

  // Fitted to the markers, then given the controls Leaflet adds by default, each a frame later.
  await nextFrame();
  await nextFrame();
  expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
  expect(element.querySelector('.leaflet-control-attribution')).not.toBeNull();
});

test('the markers come after the map, named for the keyboard and screen readers, each with its project', async () => {
  render(<ListingLeafletMap markers={markers} initialArea={null} label="Map of 2 matching projects" />);
  const element = screen.getByRole('region', { name: 'Map of 2 matching projects' });
  await nextFrame();
  expect(element.querySelector('[data-projects]')).toBeNull();

  await waitFor(() => expect(element.querySelectorAll('[data-project]')).toHaveLength(2), { timeout: 3000 });
  expect(screen.getByRole('button', { name: 'Project north' })).toHaveAttribute('data-project', 'north');
  expect(screen.getByRole('button', { name: 'Project south' })).toHaveAttribute('data-project', 'south');
});

test('projects at one place cluster into a button with their count, drawn as a span', async () => {
  const together = [marker('a', 28.5, 77.2), marker('b', 28.5, 77.2), marker('c', 28.9, 77.6)];
  render(<ListingLeafletMap markers={together} initialArea={null} label="Map of 3 matching projects" />);
  const cluster = await screen.findByRole('button', { name: '2 projects here: zoom in' }, { timeout: 3000 });
  expect(cluster).toHaveAttribute('data-projects', 'a b');
  expect(cluster.innerHTML).toBe('<span>2</span>');
  expect(screen.getByRole('button', { name: 'Project c' }).innerHTML).toBe('<span></span>');
});

test("the first view's markers go on the map a batch at a time, hidden until the last is there", async () => {
  // A 5 x 3 grid wide enough apart to be more markers than one batch.
  const grid = Array.from({ length: 15 }, (_, cell) => marker(`p${cell}`, 28.2 + 0.3 * Math.floor(cell / 5), 76.8 + 0.2 * (cell % 5)));
  const { container } = render(<ListingLeafletMap markers={grid} initialArea={null} label="Map of 15 matching projects" />);
  // Each change to the marker pane: how many markers it held, and whether it was hidden (a class beyond Leaflet's two).
  const seen: { count: number; hidden: boolean }[] = [];
  const observer = new MutationObserver(() => {
    const pane = container.querySelector('.leaflet-marker-pane');
    if (pane) seen.push({ count: pane.querySelectorAll('[data-projects]').length, hidden: pane.classList.length > 2 });
  });
  observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });

  await waitFor(
    () => {
      const pane = container.querySelector('.leaflet-marker-pane')!;
      expect(pane.querySelectorAll('[data-projects]').length).toBeGreaterThan(0);
      expect(pane.classList).toHaveLength(2);
    },
    { timeout: 3000 },
  );
  observer.disconnect();
  const total = container.querySelectorAll('.leaflet-marker-pane [data-projects]').length;
  expect(total).toBeGreaterThan(6);
  // Added in more than one step, and never shown part-way.
  expect(seen.some(({ count }) => count > 0 && count < total)).toBe(true);
  expect(seen.filter(({ count, hidden }) => !hidden && count > 0 && count < total)).toEqual([]);
});
