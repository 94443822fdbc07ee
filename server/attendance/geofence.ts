import { distanceMeters } from '../../src/contract/geo';

export interface Geofence {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  radius_m: number;
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
