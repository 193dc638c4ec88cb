'use client';

import { SiteImage } from '@/components/ui/site-image';
import type { GeoBounds } from '@/lib/site/content/types';
import type { MapMarker } from '@/lib/site/listing/map-markers';
import type { LatLngBounds, LeafletKeyboardEvent, Map as LeafletMap, Marker as LeafletMarker, PopupEvent } from 'leaflet';
import { startTransition, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import Supercluster from 'supercluster';
import { afterNextPaint } from './after-next-paint';
import { LabelledIcon } from './labelled-icon';
import type { ListingLeafletMapProps } from './listing-leaflet-map';
import styles from './listing-map.module.css';
import pinStyles from './pin.module.css';
import { projectAt } from './project-at';

/*
 * The listing map's markers and clusters, with their popups: a module of their own, fetched and run once the
 * map is drawn and the browser is idle, so that neither their code nor their creation lengthens the map's tasks.
 */

const CLUSTER_RADIUS_PX = 56;
const MAX_CLUSTER_ZOOM = 16;

const toGeoBounds = (bounds: LatLngBounds): GeoBounds => ({
  south: bounds.getSouth(),
  west: bounds.getWest(),
  north: bounds.getNorth(),
  east: bounds.getEast(),
});

export type ListingMapMarkersProps = Omit<ListingLeafletMapProps, 'initialArea' | 'label'>;
type Props = ListingMapMarkersProps;

function clusterIndex(markers: readonly MapMarker[]): Supercluster<MapMarker> {
  const index = new Supercluster<MapMarker>({ radius: CLUSTER_RADIUS_PX, maxZoom: MAX_CLUSTER_ZOOM });
  index.load(
    markers.map((marker) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [marker.longitude, marker.latitude] },
      properties: marker,
    })),
  );
  return index;
}

/**
 * Rebuilt only when the set of projects changes: a re-render with equal markers (after a pan) keeps every element.
 * Built in a task of its own after a paint, not while rendering the markers: clustering every zoom level and then
 * creating the markers was one long task on a phone. Null until the first is built; until a new set's is built,
 * the last one's markers stay.
 */
function useClusterIndex(markers: readonly MapMarker[]): Supercluster<MapMarker> | null {
  const signature = markers.map((marker) => marker.key).join(' ');
  const [built, setBuilt] = useState<{ signature: string; index: Supercluster<MapMarker> } | null>(null);
  const latest = useRef(markers);
  useEffect(() => {
    latest.current = markers;
  });
  useEffect(
    () =>
      afterNextPaint(() => {
        const index = clusterIndex(latest.current);
        startTransition(() => setBuilt({ signature, index }));
      }),
    [signature],
  );
  return built?.index ?? null;
}

/** The visible area and zoom, refreshed after each move; reports them to the page. */
function useVisibleArea(map: LeafletMap, onArea: Props['onArea']) {
  const [view, setView] = useState(() => ({ bounds: map.getBounds(), zoom: map.getZoom() }));
  useEffect(() => onArea?.(toGeoBounds(map.getBounds()), false), [map, onArea]);
  useMapEvents({
    moveend: () => {
      setView({ bounds: map.getBounds(), zoom: map.getZoom() });
      onArea?.(toGeoBounds(map.getBounds()), true);
    },
  });
  return view;
}

/** Card <-> marker highlighting: hovering or focusing a marker names its project to the page. */
function useMarkerHover(map: LeafletMap, onHighlight: Props['onHighlight']) {
  useEffect(() => {
    if (!onHighlight) return;
    const container = map.getContainer();
    const enter = (event: Event) => onHighlight(projectAt(event.target));
    const leave = () => onHighlight(null);
    container.addEventListener('mouseover', enter);
    container.addEventListener('focusin', enter);
    container.addEventListener('mouseleave', leave);
    container.addEventListener('focusout', leave);
    return () => {
      container.removeEventListener('mouseover', enter);
      container.removeEventListener('focusin', enter);
      container.removeEventListener('mouseleave', leave);
      container.removeEventListener('focusout', leave);
    };
  }, [map, onHighlight]);
}

/** The popup of a project marker; opened from the keyboard (its marker has the focus), it takes the focus to its link. */
function ProjectPopup({ marker }: { marker: MapMarker }) {
  const map = useMap();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (document.activeElement?.closest('.leaflet-marker-pane')) link.current?.focus();
  }, []);
  // Leaflet closes popups on Escape only while the map itself has the focus.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') map.closePopup();
  };
  return (
    <div className={styles.popup} onKeyDown={closeOnEscape}>
      <SiteImage src={marker.image} alt="" width={220} height={124} sizes="220px" />
      <a ref={link} href={marker.href} className={styles.popupName}>
        {marker.name}
      </a>
      <span>{marker.locality}</span>
      <span>{marker.configuration}</span>
      <strong>{marker.price}</strong>
    </div>
  );
}

/** A closed popup that had the focus (Escape, its close button) gives it back to its marker, not to the page's start. */
function returnFocus(event: PopupEvent & { target: LeafletMarker }) {
  const focused = document.activeElement;
  const popup = event.popup.getElement();
  if (focused === document.body || focused === null || popup?.contains(focused)) event.target.getElement()?.focus();
}

/**
 * Marks the marker (or the cluster holding it) whose card is highlighted. A class on the existing
 * element, not a new icon: replacing the icon's element would take the focus from a keyboard user.
 */
function useHighlightedMarker(map: LeafletMap, highlighted: string | null | undefined) {
  useEffect(() => {
    for (const element of map.getContainer().querySelectorAll<HTMLElement>('[data-projects]')) {
      const holds = highlighted != null && (element.dataset.projects ?? '').split(' ').includes(highlighted);
      element.classList.toggle(styles.active!, holds);
      element.style.zIndex = holds ? '1000' : '';
    }
  });
}

// One icon per marker and per cluster of an index, kept across renders so that their elements (and a
// keyboard user's focus on one) stay. Per index, because a new index numbers its clusters afresh.
const iconsByIndex = new WeakMap<Supercluster<MapMarker>, Map<string, LabelledIcon>>();

function cachedIcon(index: Supercluster<MapMarker>, key: string, create: () => LabelledIcon): LabelledIcon {
  let icons = iconsByIndex.get(index);
  if (!icons) {
    icons = new Map();
    iconsByIndex.set(index, icons);
  }
  let icon = icons.get(key);
  if (!icon) {
    icon = create();
    icons.set(key, icon);
  }
  return icon;
}

const BATCH = 6;

/**
 * How many of the first view's markers to put on the map: a batch a frame, their pane hidden until the last is
 * there (adding them all at once was one long task on a phone, and a half-drawn set would tell a wrong count).
 * Once the first view is complete, every marker at once: later views follow the visitor's own moves.
 */
function useStagedCount(map: LeafletMap, total: number | null): number {
  const [limit, setLimit] = useState(BATCH);
  const staging = limit !== Infinity;
  useEffect(() => {
    if (!staging || total === null) return;
    return afterNextPaint(() => {
      const next = limit + BATCH;
      startTransition(() => setLimit(next >= total ? Infinity : next));
    });
  }, [staging, limit, total]);
  useEffect(() => {
    map.getPane('markerPane')?.classList.toggle(styles.staging!, staging);
  }, [map, staging]);
  return limit;
}

/** Enter or Space on a marker, which the page must not also take (Space would scroll it). */
function activatedByKey(event: LeafletKeyboardEvent, keys: readonly string[] = ['Enter', ' ']): boolean {
  if (!keys.includes(event.originalEvent.key)) return false;
  event.originalEvent.preventDefault();
  return true;
}

export function ListingMapMarkers({ markers, highlighted, onHighlight, onArea }: Props) {
  const map = useMap();
  const index = useClusterIndex(markers);
  const { bounds, zoom } = useVisibleArea(map, onArea);
  useMarkerHover(map, onHighlight);
  useHighlightedMarker(map, highlighted);
  const padded = bounds.pad(0.2);
  const features = index?.getClusters([padded.getWest(), padded.getSouth(), padded.getEast(), padded.getNorth()], Math.round(zoom));
  const shown = useStagedCount(map, features?.length ?? null);
  if (!index || !features) return null;

  return features.slice(0, shown).map((feature) => {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    if ('cluster' in feature.properties && feature.properties.cluster) {
      const { cluster_id: id, point_count: count } = feature.properties;
      const icon = cachedIcon(index, `cluster-${id}`, () => {
        const projects = index.getLeaves(id, Infinity).map((leaf) => leaf.properties.key);
        return new LabelledIcon({
          label: `${count} projects here: zoom in`,
          projects,
          className: styles.cluster,
          text: String(count),
          iconSize: [44, 44],
        });
      });
      const expand = () => {
        map.setView([latitude, longitude], Math.min(index.getClusterExpansionZoom(id), MAX_CLUSTER_ZOOM + 1));
        // The cluster's element is gone after the zoom: keep the keyboard on the map, not on the page's start.
        map.getContainer().focus();
      };
      return (
        <Marker
          key={`cluster-${id}`}
          position={[latitude, longitude]}
          icon={icon}
          eventHandlers={{ click: expand, keydown: (event) => activatedByKey(event) && expand() }}
        />
      );
    }
    const marker = feature.properties as MapMarker;
    const icon = cachedIcon(
      index,
      marker.key,
      () =>
        new LabelledIcon({
          label: marker.name,
          project: marker.key,
          className: `${pinStyles.pin} ${styles.pin}`,
          iconSize: [30, 42],
          iconAnchor: [15, 42],
          popupAnchor: [0, -38],
        }),
    );
    return (
      <Marker
        key={marker.key}
        position={[latitude, longitude]}
        icon={icon}
        // Leaflet opens a popup on Enter; a button opens on Space too.
        eventHandlers={{
          keydown: (event) => activatedByKey(event, [' ']) && event.target.openPopup(),
          popupclose: returnFocus,
        }}
      >
        <Popup>
          <ProjectPopup marker={marker} />
        </Popup>
      </Marker>
    );
  });
}
