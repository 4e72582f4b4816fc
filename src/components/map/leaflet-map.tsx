import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { GeoJSON, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';

export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  title: string;
}

export interface LeafletMapProps {
  label: string;
  center: { latitude: number; longitude: number };
  points?: MapPoint[];
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /** A draggable pin (home address); clicks on the map move it too. */
  pin?: { latitude: number; longitude: number } | null;
  pinTitle?: string;
  onPinChange?: (point: { latitude: number; longitude: number }) => void;
  /** Zoom to show every point (instead of a fixed zoom around `center`), and pan to the selected one. */
  fitPoints?: boolean;
}

/** Without a tile server the maps draw Indonesia's coasts (scripts/build-map-outline.mjs) under the markers. */
export const TILE_URL = process.env.NEXT_PUBLIC_MAP_TILE_URL || '';
const LAND_OUTLINE_URL = '/maps/indonesia.geo.json';
const TILE_ATTRIBUTION = process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION || '&copy; OpenStreetMap contributors';

// CSS-only markers: no image assets to resolve, and they read well on the land outline used without tiles.
const icon = (selected: boolean, kind: 'place' | 'pin') =>
  L.divIcon({
    className: '',
    html: `<span class="tr-marker tr-marker--${kind}${selected ? ' tr-marker--selected' : ''}"></span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 28],
  });

function Recenter({ center }: { center: { latitude: number; longitude: number } }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.latitude, center.longitude], map.getZoom(), { animate: false });
  }, [center.latitude, center.longitude, map]);
  return null;
}

function FitPoints({ points, selectedId }: { points: MapPoint[]; selectedId?: string | null }) {
  const map = useMap();
  const key = points.map((p) => `${p.id}:${p.latitude},${p.longitude}`).join('|');
  useEffect(() => {
    if (points.length === 0) return;
    const bounds = L.latLngBounds(points.map((p) => [p.latitude, p.longitude] as [number, number]));
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: 13, animate: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit only when the set of points changes
  }, [key, map]);
  useEffect(() => {
    const selected = points.find((p) => p.id === selectedId);
    if (selected) map.setView([selected.latitude, selected.longitude], Math.max(map.getZoom(), 12), { animate: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follow the selection only
  }, [selectedId, map]);
  return null;
}

let landOutline: Promise<GeoJSON.Feature | null> | undefined;
/** The land outline, fetched once per page load and shared by every map on the page. */
const loadLandOutline = () =>
  (landOutline ??= fetch(LAND_OUTLINE_URL)
    .then((response) => (response.ok ? (response.json() as Promise<GeoJSON.Feature>) : null))
    .catch(() => null));

const LAND_STYLE = { color: '#a99fb0', weight: 1, fillColor: '#fbf9f6', fillOpacity: 1 } as const;

/** Land on a sea-coloured ground: enough to see the coast, the bay and where a place is, without tiles. */
function LandOutline() {
  const [land, setLand] = useState<GeoJSON.Feature | null>(null);
  useEffect(() => {
    let active = true;
    void loadLandOutline().then((feature) => active && setLand(feature));
    return () => {
      active = false;
    };
  }, []);
  return land ? <GeoJSON data={land} style={LAND_STYLE} interactive={false} /> : null;
}

function ClickToPin({ onPinChange }: { onPinChange?: LeafletMapProps['onPinChange'] }) {
  useMapEvents({
    click: (event) => onPinChange?.({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
  });
  return null;
}

/** The Leaflet map; loaded in the browser only (it needs `window`). Without tiles: markers on the land outline. */
export default function LeafletMap({
  label,
  center,
  points = [],
  selectedId,
  onSelect,
  pin,
  pinTitle,
  onPinChange,
  fitPoints = false,
}: LeafletMapProps) {
  const pinHandlers = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => {
        const { lat, lng } = (event.target as L.Marker).getLatLng();
        onPinChange?.({ latitude: lat, longitude: lng });
      },
    }),
    [onPinChange],
  );
  return (
    <div role="region" aria-label={label} className="tr-map">
      <style>{`
        .tr-map { height: 100%; }
        .tr-map .leaflet-container { height: 100%; width: 100%; border-radius: 8px; font: inherit;
          background: #dde8f0; }
        .tr-marker { display: block; width: 28px; height: 28px; border-radius: 50% 50% 50% 0; transform: rotate(-45deg);
          background: #6b6470; border: 3px solid #fff; box-shadow: 0 1px 4px rgba(0,0,0,.4); }
        .tr-marker--selected, .tr-marker--pin { background: #c2185b; }
      `}</style>
      <MapContainer
        center={[center.latitude, center.longitude]}
        zoom={pin ? 14 : 10}
        scrollWheelZoom={false}
        attributionControl={Boolean(TILE_URL)}
      >
        {TILE_URL ? <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} /> : <LandOutline />}
        {fitPoints ? <FitPoints points={points} selectedId={selectedId} /> : <Recenter center={center} />}
        {points.map((point) => (
          <Marker
            key={point.id}
            position={[point.latitude, point.longitude]}
            title={point.title}
            alt={point.title}
            icon={icon(point.id === selectedId, 'place')}
            eventHandlers={{ click: () => onSelect?.(point.id) }}
          />
        ))}
        {pin && (
          <>
            <ClickToPin onPinChange={onPinChange} />
            <Marker
              position={[pin.latitude, pin.longitude]}
              title={pinTitle}
              alt={pinTitle}
              draggable
              icon={icon(true, 'pin')}
              eventHandlers={pinHandlers}
            />
          </>
        )}
      </MapContainer>
    </div>
  );
}
