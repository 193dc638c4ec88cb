'use client';

import { divIcon } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import styles from './location-map.module.css';
import pinStyles from './pin.module.css';
import { useTileSettings } from './use-tile-settings';

export type LeafletMapProps = {
  latitude: number;
  longitude: number;
  title: string;
  subtitle?: string;
  zoom?: number;
  label: string;
};

// A CSS-drawn pin: Leaflet's default marker images are not resolvable through the bundler.
const pin = divIcon({
  className: pinStyles.pin,
  html: '<span></span>',
  iconSize: [30, 42],
  iconAnchor: [15, 42],
  popupAnchor: [0, -38],
});

export default function LeafletMap({ latitude, longitude, title, subtitle, zoom = 15, label }: LeafletMapProps) {
  const position: [number, number] = [latitude, longitude];
  const tiles = useTileSettings();
  return (
    <MapContainer center={position} zoom={zoom} scrollWheelZoom className={styles.map} aria-label={label}>
      {tiles && <TileLayer attribution={tiles.attribution} url={tiles.url} />}
      <Marker position={position} icon={pin} title={title}>
        <Popup>
          <strong>{title}</strong>
          {subtitle && (
            <>
              <br />
              {subtitle}
            </>
          )}
        </Popup>
      </Marker>
    </MapContainer>
  );
}
