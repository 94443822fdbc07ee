/**
 * The attendance flow's domain: its types and the wire codes of spec §3/§7, in one place that the app, the
 * machines and the server import.
 */
import type { Coordinates } from '../contract/geo';
import { distanceMeters } from '../contract/geo';
import type { AttendanceSubmitInput, Geofence, PhotoUploadResponse } from '../contract/schemas';

export type Direction = 'in' | 'out';
export type PhotoKind = 'face' | 'location' | 'letter';
export type ReasonKind = '' | 'luar-masuk' | 'luar-pulang';
export type Position = Coordinates;

/** `type` on the wire: '1' clock-in, '0' clock-out. */
export const DIRECTION_CODE = { in: '1', out: '0' } as const satisfies Record<Direction, string>;
export const directionOfCode = (code: string): Direction => (code === DIRECTION_CODE.in ? 'in' : 'out');

/** `location` on the wire: '1' inside the office, '0' outside. */
export const locationCode = (inside: boolean) => (inside ? '1' : '0');
export const isInsideCode = (code: string) => code === '1';

/** The multipart field each photo travels in (spec §7). */
export const PHOTO_FIELDS = { face: 'filename_image', location: 'filename_location', letter: 'filename_letter' } as const satisfies Record<PhotoKind, string>;

/** Which reason list applies: outside the office its own list per direction, late inside the default one. */
export const reasonKindOf = ({ inside, direction }: { inside: boolean; direction: Direction }): ReasonKind =>
  inside ? '' : direction === 'in' ? 'luar-masuk' : 'luar-pulang';

/** Within the radius of one of the employee's offices. */
export const isWithinOffices = (position: Position, offices: Geofence[]) =>
  offices.some((office) => distanceMeters(position, office) <= office.radius_m);

/** Why the device location could not be read. */
export interface LocationFailure {
  unsupported: boolean;
}

export interface Photos {
  face: Blob | null;
  location: Blob | null;
  letter: Blob | null;
}

/** How a call to the server failed: no answer at all (or a 5xx), or an answer refusing it. */
export interface CallFailure {
  connection: boolean;
  message: string | null;
}

/** Everything needed to deliver a clock-in/out later, when it could not be delivered now. */
export interface PendingAttendance {
  id: string;
  direction: Direction;
  photos: Photos;
  filenames: PhotoUploadResponse | null;
  submit: Omit<AttendanceSubmitInput, 'filename_face' | 'filename_location' | 'filename_letter'>;
}
