import { type Coordinates, distanceMeters } from '../../src/contract/geo';
import type { PositionSample } from '../../src/contract/schemas';
import type { FlagCode } from '../../src/domain/verification';
import type { Geofence, NearestOffice } from './geofence';

/** A sample older than this before the claimed time is stale: the phone kept an old fix. */
const STALE_POSITION_MS = 2 * 60 * 1000;
/** Faster than this between two records is impossible on the ground (a car on a toll road with room to spare). */
const MAX_TRAVEL_KMH = 150;
/** Below this, two readings far apart in the same minutes are GPS noise, not travel. */
const MIN_TRAVEL_M = 2000;

/** The employee's record just before this one: where and when they were. */
export interface PreviousPlace extends Coordinates {
  checked_at: string;
}

export interface PlaceEvidence {
  chosen: Coordinates;
  /** The samples the phone took (watchPosition), newest last; empty when it sent none. */
  positions: readonly PositionSample[];
  offices: readonly Geofence[];
  nearest: NearestOffice | null;
  previous: PreviousPlace | null;
  /** Whether a record of another day stands at exactly the chosen position. */
  repeated: boolean;
  /** The time the record claims, ms since the epoch. */
  at: number;
}

const same = (a: Coordinates, b: Coordinates) => a.latitude === b.latitude && a.longitude === b.longitude;

/** The chosen reading's accuracy: that of the sample it is, else the best sample's; null with no usable sample. */
export function chosenAccuracy(chosen: Coordinates, positions: readonly PositionSample[]): number | null {
  const usable = positions.filter((sample) => sample.accuracy !== null && sample.accuracy > 0);
  const own = usable.find((sample) => same(sample, chosen));
  if (own) return own.accuracy;
  return usable.length > 0 ? Math.min(...usable.map((sample) => sample.accuracy!)) : null;
}

/**
 * What the position evidence makes the server doubt. A browser cannot prove where it is: these are the signs that a
 * position was typed in rather than measured (docs/decisions.md, "Trust").
 */
export function placeFlags({ chosen, positions, offices, nearest, previous, repeated, at }: PlaceEvidence): FlagCode[] {
  const flags: FlagCode[] = [];
  if (offices.some((office) => same(office, chosen))) flags.push('office_centre');
  if (repeated) flags.push('repeated_position');

  const accuracies = positions.map((sample) => sample.accuracy);
  const frozen =
    positions.length >= 3 && positions.every((sample) => sample.accuracy === positions[0]!.accuracy && same(sample, positions[0]!));
  if (positions.length === 0 || accuracies.some((accuracy) => accuracy === null || accuracy <= 0) || frozen) flags.push('no_accuracy');
  const best = chosenAccuracy(chosen, positions);
  if (best !== null && nearest && best > nearest.office.radius_m) flags.push('poor_accuracy');
  const newest = Math.max(...positions.map((sample) => sample.timestamp));
  if (positions.length > 0 && newest < at - STALE_POSITION_MS) flags.push('stale_position');

  if (previous) {
    const meters = distanceMeters(previous, chosen);
    const hours = Math.max(Math.abs(at - Date.parse(previous.checked_at)), 60_000) / 3_600_000;
    if (meters > MIN_TRAVEL_M && meters / 1000 / hours > MAX_TRAVEL_KMH) flags.push('impossible_travel');
  }
  return flags;
}
