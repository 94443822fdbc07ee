import { type Coordinates, distanceMeters } from '../contract/geo';

/** An office of the company as the office form compares a point with it. */
export interface PlacedOffice extends Coordinates {
  id: number;
  name: string;
}

/** Farther than this from every other office of the company, a point is likely a mistyped coordinate. */
export const FAR_FROM_OFFICES_M = 100_000;

/** Indonesia with its seas, generously: a point outside it lost a minus sign or a digit. */
const INDONESIA = { south: -11.5, north: 6.5, west: 94.5, east: 141.5 };

/** A distance in words: '350 m', '12,4 km', '1.101,3 km'. */
export const distanceWords = (meters: number) =>
  meters < 1000 ? `${Math.round(meters)} m` : `${(meters / 1000).toLocaleString('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`;

/** The nearest office other than the one being edited (`exceptId`), and how far it is; null when there is none. */
export function nearestOffice(point: Coordinates, offices: readonly PlacedOffice[], exceptId: number | null) {
  return (
    offices
      .filter((office) => office.id !== exceptId)
      .map((office) => ({ office, meters: distanceMeters(point, office) }))
      .sort((a, b) => a.meters - b.meters)[0] ?? null
  );
}

/** Why a point seems mistyped (outside Indonesia, or far from every other office), to be confirmed; null when it does not. */
export function farPointWarning(point: Coordinates, offices: readonly PlacedOffice[], exceptId: number | null): string | null {
  const { latitude, longitude } = point;
  if (latitude < INDONESIA.south || latitude > INDONESIA.north || longitude < INDONESIA.west || longitude > INDONESIA.east) {
    return 'Titik ini berada di luar Indonesia. Periksa tanda minus dan angka lintang dan bujurnya.';
  }
  const nearest = nearestOffice(point, offices, exceptId);
  if (!nearest || nearest.meters <= FAR_FROM_OFFICES_M) return null;
  return `Titik ini ${distanceWords(nearest.meters)} dari kantor terdekat (${nearest.office.name}). Periksa tanda minus dan angka lintang dan bujurnya.`;
}
