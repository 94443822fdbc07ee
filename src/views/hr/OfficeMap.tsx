import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './officeMap.css';
import type { Coordinates } from '../../contract/geo';
import type { MapTiles, Office } from '../../contract/shifts';

export interface OfficeMapProps {
  tiles: MapTiles;
  /** The point typed or placed so far; null while the coordinates are empty or not numbers. */
  point: Coordinates | null;
  /** The radius in metres, drawn around the point. */
  radius: number;
  /** The company's other offices, drawn grey for orientation. */
  others: readonly Office[];
  /** Null: the map only shows (while saving). */
  onPlace: ((point: Coordinates) => void) | null;
}

/** Indonesia as a whole, for a company with no office yet. */
const INDONESIA: L.LatLngBoundsExpression = [
  [-11, 95],
  [6, 141],
];
const POINT_ZOOM = 16;
const OTHER_OFFICE = { color: '#4b5563', weight: 1, fillOpacity: 0.15, interactive: false };
const THIS_OFFICE = { color: '#1d4ed8', weight: 2, fillOpacity: 0.2, interactive: false };

const latLng = ({ latitude, longitude }: Coordinates) => L.latLng(latitude, longitude);

/** A map showing the first point (or the other offices, or Indonesia), the other offices drawn on it. */
function createMap(element: HTMLElement, tiles: MapTiles, point: Coordinates | null, others: readonly Office[]) {
  const map = L.map(element, { zoomControl: false, attributionControl: false });
  L.control.zoom({ zoomInTitle: 'Perbesar', zoomOutTitle: 'Perkecil' }).addTo(map);
  L.control.attribution({ prefix: false }).addTo(map);
  L.tileLayer(tiles.tile_url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  for (const office of others) L.circle(latLng(office), { ...OTHER_OFFICE, radius: office.radius_m }).addTo(map);
  if (point) map.setView(latLng(point), POINT_ZOOM);
  else if (others.length > 0) map.fitBounds(L.latLngBounds(others.map(latLng)).pad(0.2), { maxZoom: POINT_ZOOM });
  else map.fitBounds(INDONESIA);
  return map;
}

/**
 * Where an office lies, on a Leaflet map: the point with its radius, the other offices in grey. A click (or tap)
 * places the point; the typed coordinates stay the way to place it by keyboard. Drawn as vectors, so the point and the
 * radius show even where no tile arrives.
 */
export default function OfficeMap({ tiles, point, radius, others, onPlace }: OfficeMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const drawn = useRef<{ point: L.CircleMarker; area: L.Circle } | null>(null);
  // The map is made once, where the dialog opened; what changes after is drawn below.
  const opening = useRef({ point, others });
  const place = useRef(onPlace);
  useEffect(() => {
    place.current = onPlace;
  }, [onPlace]);

  useEffect(() => {
    const created = createMap(container.current!, tiles, opening.current.point, opening.current.others);
    created.on('click', ({ latlng }: L.LeafletMouseEvent) => place.current?.({ latitude: latlng.lat, longitude: latlng.lng }));
    // The dialog may lay the map out after it is made: Leaflet measures again, keeping its centre.
    const resized = new ResizeObserver(() => created.invalidateSize());
    resized.observe(container.current!);
    map.current = created;
    return () => {
      resized.disconnect();
      created.remove();
      map.current = null;
      drawn.current = null;
    };
  }, [tiles]);

  const latitude = point?.latitude;
  const longitude = point?.longitude;
  useEffect(() => {
    const shown = map.current;
    if (!shown) return;
    if (latitude === undefined || longitude === undefined) {
      drawn.current?.point.remove();
      drawn.current?.area.remove();
      drawn.current = null;
      return;
    }
    const where = L.latLng(latitude, longitude);
    drawn.current ??= {
      area: L.circle(where, { ...THIS_OFFICE, radius }).addTo(shown),
      point: L.circleMarker(where, { ...THIS_OFFICE, radius: 7, fillOpacity: 1 }).addTo(shown),
    };
    drawn.current.point.setLatLng(where);
    drawn.current.area.setLatLng(where).setRadius(radius);
    if (!shown.getBounds().contains(where)) shown.setView(where, Math.max(shown.getZoom(), POINT_ZOOM - 3));
  }, [latitude, longitude, radius]);

  return (
    <div
      ref={container}
      role="group"
      aria-label="Peta kantor: klik atau ketuk peta untuk menaruh titik kantor"
      className="office-map h-64 w-full rounded-xl border border-line"
      data-testid="office-map"
    />
  );
}
