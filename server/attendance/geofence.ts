export interface Geofence {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  radius_m: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface NearestOffice {
  office: Geofence;
  distance: number;
  inside: boolean;
}

/** The office the position is inside of (the nearest one if several), else the nearest office. */
export function nearestOffice(position: { latitude: number; longitude: number }, offices: Geofence[]): NearestOffice | null {
  let best: NearestOffice | null = null;
  for (const office of offices) {
    const distance = distanceMeters(position, office);
    const inside = distance <= office.radius_m;
    const better = !best || (inside && !best.inside) || (inside === best.inside && distance < best.distance);
    if (better) best = { office, distance, inside };
  }
  return best;
}
