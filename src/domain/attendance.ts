/**
 * The attendance flow's domain: its types and the wire codes of docs/product.md §3/§7, in one place that the app, the
 * machines and the server import.
 */
import type { FaceChallenge } from '../contract/faces';
import type { Coordinates } from '../contract/geo';
import { distanceMeters } from '../contract/geo';
import type { AttendanceCheckRequest, AttendanceSubmit, Geofence, PhotoUploadResponse } from '../contract/schemas';

/** A regular clock-in/out (docs/product.md §4 "Clock-in/out flow") or an overtime one ("Overtime flow"). */
export type AttendanceKind = 'regular' | 'overtime';
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

/** The multipart field each photo travels in (docs/product.md §7). */
export const PHOTO_FIELDS = { face: 'filename_image', location: 'filename_location', letter: 'filename_letter' } as const satisfies Record<PhotoKind, string>;

/** Which reason list applies: outside the office its own list per direction, late inside the default one. */
export const reasonKindOf = ({ inside, direction }: { inside: boolean; direction: Direction }): ReasonKind =>
  inside ? '' : direction === 'in' ? 'luar-masuk' : 'luar-pulang';

/** Within the radius of one of the employee's offices. */
export const isWithinOffices = (position: Position, offices: Geofence[]) =>
  offices.some((office) => distanceMeters(position, office) <= office.radius_m);

export interface Photos {
  face: Blob | null;
  location: Blob | null;
  letter: Blob | null;
}

/** The outcome of the check call, the same for both kinds (an overtime is never late). */
export interface CheckResult {
  checkId: string | null;
  isLate: boolean;
  /** The check's challenge for the phone's passkey, when the employee has an active one (docs/passkeys.md). */
  passkeyChallenge: string | null;
  /** The movement the face step asks for, when the employee agreed to the face check (docs/faces.md). */
  faceChallenge: FaceChallenge | null;
}

/** What the phone's passkey signs: the check's challenge, or (taken with no connection) the record itself. */
export interface SignRequest {
  challenge: string | null;
  offline: { kind: AttendanceKind; direction: Direction; taken_at: string; latitude: string; longitude: string; photos: Photos } | null;
}

/** Everything needed to deliver a clock-in/out or overtime later, when it could not be delivered now. */
export interface PendingAttendance {
  id: string;
  /** Missing on items kept before overtime existed: those are regular. */
  kind?: AttendanceKind;
  direction: Direction;
  photos: Photos;
  filenames: PhotoUploadResponse | null;
  submit: Omit<AttendanceSubmit, 'filename_face' | 'filename_location' | 'filename_letter'>;
}

/** The kind of a kept attempt; items kept before overtime existed have none and are regular. */
export const kindOf = (pending: Pick<PendingAttendance, 'kind'>): AttendanceKind => pending.kind ?? 'regular';

/** The check call of either kind; the actor picks the endpoint and its field names. */
export interface CheckRequest extends AttendanceCheckRequest {
  kind: AttendanceKind;
}

export interface PhotoUploadRequest {
  kind: AttendanceKind;
  direction: Direction;
  photos: Photos;
}

/** How an attempt ended: the view closes it and tells the employee, when something is left to tell. */
export type FlowOutcome = 'cancelled' | 'recorded' | 'queued' | 'failed';

/** What a step shows beside its context, read by the view from the state's meta. */
export interface AttendanceStepMeta {
  busyText?: string;
  question?: string;
  choices?: { inside: string; outside: string };
  confirmLabel?: string;
  cancelLabel?: string;
  /** A third choice beside retry and cancel, and the event it sends: keep the attempt on the device, or send it unsigned. */
  alternative?: { label: string; event: 'flow.keepOffline' | 'passkey.skip' };
}
