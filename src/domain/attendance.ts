/**
 * The attendance flow's domain: its types and the wire codes of docs/product.md §3/§7, in one place that the app, the
 * machines and the server import.
 */
import type { FaceChallenge } from '../contract/faces';
import type { Coordinates } from '../contract/geo';
import { distanceMeters } from '../contract/geo';
import type { AttendanceCheckRequest, AttendanceSubmit, Geofence, PhotoUploadResponse, VerificationFields } from '../contract/schemas';
import type { FlowAlert } from './flow';
import { RECORD_LABELS } from './verification';

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
  /** The face step's challenge frames (docs/faces.md, "The frames"), sent as they are; none on attempts kept before them. */
  frames?: Blob[];
}

/** The outcome of the check call, the same for both kinds (an overtime is never late). */
export interface CheckResult {
  checkId: string | null;
  isLate: boolean;
  /** The check's challenge for the phone's passkey, when the employee has an active one (docs/passkeys.md). */
  passkeyChallenge: string | null;
  /** The movement the face step asks for, when the employee agreed to the face check (docs/faces.md). */
  faceChallenge: FaceChallenge | null;
  /** Outside the shift's window: said before the photo, and the record will wait for a person (docs/hr.md, "Shift windows"). */
  shiftNotice: string | null;
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

/** What the server answered a record with: whether it counts, why it waits, and its time on the office's clock (HH:mm:ss). */
export type RecordedAnswer = Pick<VerificationFields, 'verification' | 'flags'> & { time: string };

/** A flag that speaks for a record rather than against it: never given as a reason it waits. */
const REASSURING_FLAGS = new Set(['device_signed']);

/**
 * What the phone says once the server took a record (issue 51): counted, "Tercatat" with its time; waiting, that it
 * was sent and waits for the supervisor, and why, in the flags' words.
 */
export function recordedAlert(answer: RecordedAnswer, kind: AttendanceKind, direction: Direction): FlowAlert {
  const what = RECORD_LABELS[kind === 'regular' ? 'attendance' : 'overtime'][direction].toLowerCase();
  if (answer.verification === 'verified' || answer.verification === 'accepted_at_receipt') {
    return { kind: 'success', title: RECORDED_TEXTS.countedTitle, text: RECORDED_TEXTS.counted(what, answer.time.slice(0, 5).replace(':', '.')) };
  }
  const reasons = answer.flags.filter((flag) => !REASSURING_FLAGS.has(flag.code)).map((flag) => flag.label);
  return { kind: 'info', title: RECORDED_TEXTS.waitingTitle, text: RECORDED_TEXTS.waiting(reasons) };
}

export const SHIFT_NOTICE_TITLE = 'Di Luar Jam Shift';

/** What the phone says before the photo of a record outside its shift's window (times as HH:mm on the office's clock). */
export function shiftWindowNotice(direction: Direction, shift: { start_time: string; end_time: string }, early: boolean): string {
  const time = (clock: string) => clock.replace(':', '.');
  const waits = 'Absen tetap dapat dikirim dan akan menunggu verifikasi atasan.';
  if (direction === 'out') return `Shift Anda berakhir pukul ${time(shift.end_time)}; batas absen pulang sudah lewat. ${waits}`;
  return early ? `Shift Anda hari ini mulai pukul ${time(shift.start_time)}; belum waktunya absen masuk. ${waits}` : `Shift Anda hari ini berakhir pukul ${time(shift.end_time)}. ${waits}`;
}

export const RECORDED_TEXTS = {
  countedTitle: 'Absen berhasil!',
  counted: (what: string, time: string) => `Tercatat: ${what} pukul ${time}.`,
  waitingTitle: 'Absen terkirim',
  waiting: (reasons: string[]) => `Absen terkirim — menunggu verifikasi atasan${reasons.length > 0 ? `: ${reasons.join(', ')}` : ''}.`,
} as const;

/**
 * Why the phone gave no position, and how to fix it (issue 51: "how to allow it on Android and iPhone"), after the
 * message docs/product.md names.
 */
export const locationProblem = (denied: boolean) =>
  denied
    ? 'Gagal mendapatkan lokasi perangkat. Izin lokasi untuk aplikasi ini ditolak. Android (Chrome): ketuk ikon gembok di bilah alamat › Izin › Lokasi › Izinkan. iPhone: Setelan › Privasi & Keamanan › Layanan Lokasi › Safari › Saat Menggunakan App. Lalu ketuk Coba Lagi.'
    : 'Gagal mendapatkan lokasi perangkat. Pastikan Lokasi (GPS) di ponsel menyala dan Anda tidak di dalam ruangan tertutup, lalu ketuk Coba Lagi.';
