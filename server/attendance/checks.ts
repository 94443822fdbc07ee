import { randomBytes } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { type Kysely, type QueryCreator, sql } from 'kysely';
import type { PositionSample } from '../../src/contract/schemas';
import { type Direction, directionOfCode, isInsideCode, type PhotoKind } from '../../src/domain/attendance';
import { FACE_FRAME_FIELDS, type FaceFrameField } from '../../src/contract/faces';
import { FACE_FRAME_KIND } from '../faces/faceFrames';
import type { FlagCode } from '../../src/domain/verification';
import { preparedQuery, type Slots } from '../db/preparedQuery';
import { WRITE_BEHIND_MS } from '../db/writeBehind';
import { hashDistance } from '../files/decodeImage';
import type { Database, SignedInEmployee } from '../db/types';
import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { jakartaTime } from '../time';
import { CHECK_FRESH_MS, type CheckPurpose, type CheckRecord, readCheck, signCheck } from './checkId';
import { assignedOffices } from './employeeDays';
import { type Geofence, type NearestOffice, nearestOffice } from './geofence';
import { chosenAccuracy, placeFlags } from './placeFlags';

export interface CheckRequest {
  direction: Direction;
  inside: boolean;
  latitude: number;
  longitude: number;
  /** The samples the phone took before choosing this position (none from older clients). */
  positions: PositionSample[];
}

/** What a check or submit asks for, from its wire fields (validated by the contract). */
export const checkRequestOf = (fields: { type: string; location: string; latitude: string; longitude: string; positions?: PositionSample[] }): CheckRequest => ({
  direction: directionOfCode(fields.type),
  inside: isInsideCode(fields.location),
  latitude: Number(fields.latitude),
  longitude: Number(fields.longitude),
  positions: fields.positions ?? [],
});

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const PHOTO_LABELS: Record<PhotoKind | FaceFrameField, string> = {
  face: 'Foto wajah',
  location: 'Foto lokasi',
  letter: 'Foto surat',
  ...Object.fromEntries(FACE_FRAME_FIELDS.map((field) => [field, 'Rekaman gerak wajah'])),
} as Record<PhotoKind | FaceFrameField, string>;

const formatDistance = (meters: number) =>
  meters >= 1000 ? `${(meters / 1000).toFixed(1).replace('.', ',')} km` : `${Math.round(meters)} m`;

/** The server has the last word on 'inside': a position outside every office radius is refused. */
function requireInside(nearest: NearestOffice | null): asserts nearest is NearestOffice {
  if (!nearest) throw new ApiError(400, 'Anda belum terdaftar di kantor mana pun. Pilih absen di luar kantor.');
  if (!nearest.inside) {
    throw new ApiError(
      400,
      `Lokasi Anda ${formatDistance(nearest.distance)} dari ${nearest.office.name}, di luar radius ${nearest.office.radius_m} m. Pilih absen di luar kantor.`,
    );
  }
}

type PlaceQuery = { employeeId: number; latitude: number; longitude: number };

/** A row fills only its own kind's columns: a record's time and date, or an office's id, name and radius. */
type PlaceRow = {
  kind: 'previous' | 'repeated' | 'office';
  latitude: number;
  longitude: number;
  checked_at: string | null;
  work_date: string | null;
  office_id: number | null;
  name: string | null;
  radius_m: number | null;
};

const NO_TEXT = sql<string | null>`cast(null as text)`;
const NO_NUMBER = sql<number | null>`cast(null as integer)`;

/**
 * In one statement (one round trip on PostgreSQL): the employee's offices, the latest records of each kind
 * ('previous'), and up to three records of each kind at exactly this position ('repeated' when one is of another day: a
 * position typed in again). Records of the same day do not count, since a phone at one desk may get the same Wi-Fi
 * position for its clock-in and its clock-out. Constants are written into the statement: every bound value costs
 * SQLite time.
 */
const placeHistory = preparedQuery<PlaceQuery, PlaceRow>((db, slot) => {
  const recordColumns = (kind: 'previous' | 'repeated') =>
    [sql.lit(kind).as('kind'), 'latitude', 'longitude', 'checked_at', 'work_date', NO_NUMBER.as('office_id'), NO_TEXT.as('name'), NO_NUMBER.as('radius_m')] as const;
  const latest = (table: 'attendance' | 'overtime') =>
    db
      .selectFrom(table)
      .select(recordColumns('previous'))
      .where('employee_id', '=', slot('employeeId'))
      .where('verification', '!=', sql.lit('rejected'))
      // The once-a-day index walked backwards, no sort: the latest day's records (of which the latest is taken below).
      .orderBy('work_date', 'desc')
      .limit(sql.lit(2));
  const samePlace = (table: 'attendance' | 'overtime') =>
    db
      .selectFrom(table)
      .select(recordColumns('repeated'))
      .where('employee_id', '=', slot('employeeId'))
      .where('latitude', '=', slot('latitude'))
      .where('longitude', '=', slot('longitude'))
      .limit(sql.lit(3));
  const offices = assignedOffices(db, slot('employeeId')).select([
    sql.lit('office').as('kind'),
    'o.latitude',
    'o.longitude',
    NO_TEXT.as('checked_at'),
    NO_TEXT.as('work_date'),
    'o.id as office_id',
    'o.name',
    'o.radius_m',
  ]);
  const rows = (query: ReturnType<typeof latest> | typeof offices, alias: string) => db.selectFrom(query.as(alias)).selectAll().$castTo<PlaceRow>();
  return rows(latest('attendance'), 'a')
    .unionAll(rows(latest('overtime'), 'o'))
    .unionAll(rows(samePlace('attendance'), 'sa'))
    .unionAll(rows(samePlace('overtime'), 'so'))
    .unionAll(rows(offices, 'of'));
});

/**
 * The employee's offices (by id), where they last clocked in or out, of either kind, and whether another day's record
 * stood just here.
 */
async function placeHistoryOf(db: Kysely<Database>, employeeId: number, place: { latitude: number; longitude: number }, date: string) {
  const rows = await placeHistory.execute(db, { employeeId, ...place });
  const offices: Geofence[] = rows
    .filter((row) => row.kind === 'office')
    .map((row) => ({ id: row.office_id!, name: row.name!, latitude: row.latitude, longitude: row.longitude, radius_m: row.radius_m! }))
    .sort((a, b) => a.id - b.id);
  const previous = rows
    .filter((row) => row.kind === 'previous')
    .map((row) => ({ latitude: row.latitude, longitude: row.longitude, checked_at: row.checked_at! }))
    .sort((a, b) => b.checked_at.localeCompare(a.checked_at))[0];
  return { offices, previous: previous ?? null, repeated: rows.some((row) => row.kind === 'repeated' && row.work_date !== date) };
}

/**
 * Where the check was made at `at`, as the server sees it: the office (when inside), the distance, the time, and
 * what the position evidence makes it doubt. Not yet issued (`issueCheck`).
 */
export async function placeCheck(
  services: Services,
  employee: SignedInEmployee,
  request: CheckRequest,
  /** `workDate`: the date the record will be kept under (its shift's): another day's record at this very spot is a doubt. */
  extra: { at: Date; workDate: string; isLate: boolean; purpose?: CheckPurpose },
): Promise<{ check: Omit<CheckRecord, 'nonce'>; officeName: string | null }> {
  const chosen = { latitude: request.latitude, longitude: request.longitude };
  const { offices, previous, repeated } = await placeHistoryOf(services.db, employee.id, chosen, extra.workDate);
  const nearest = nearestOffice(request, offices);
  if (request.inside) requireInside(nearest);
  return {
    check: {
      employeeId: employee.id,
      direction: request.direction,
      inside: request.inside,
      checkedAt: extra.at.toISOString(),
      ...chosen,
      officeId: request.inside ? nearest!.office.id : null,
      distance: nearest ? Math.round(nearest.distance) : null,
      isLate: extra.isLate,
      ...(extra.purpose && { purpose: extra.purpose }),
      flags: placeFlags({ chosen, positions: request.positions, offices, nearest, previous, repeated, at: extra.at.getTime() }),
      accuracy: chosenAccuracy(chosen, request.positions),
    },
    officeName: request.inside ? nearest!.office.name : null,
  };
}

const purposeOf = (purpose: CheckPurpose | undefined) => purpose ?? 'regular';

/**
 * The check answered: remembered (so an offline claim cannot predate it) and signed for the submit to send back. The
 * answer does not wait for its row (written behind, with others): it serves only that rule (a check is used once by
 * the record's own unique nonce), and a crash that lost it would only let an offline claim wait for a person unrefused.
 */
export function issueCheck(services: Services, check: Omit<CheckRecord, 'nonce'>): { checkId: string; nonce: string } {
  const nonce = randomBytes(12).toString('base64url');
  services.evidence.checks.add({ id: nonce, employee_id: check.employeeId, purpose: purposeOf(check.purpose), direction: check.direction, issued_at: check.checkedAt });
  return { checkId: signCheck({ ...check, nonce }, services.config.jwtSecret), nonce };
}

/** A check, with what makes the record that uses it wait for a person. */
export interface ResolvedCheck {
  check: CheckRecord;
  flags: FlagCode[];
}

/**
 * The check a submit refers to: signed by this server for this purpose, employee, choice and position. Used within
 * CHECK_FRESH_MS it is what the server saw; later, the record keeps the check's time and waits ('late_delivery').
 */
export function acceptedCheck(services: Services, employee: SignedInEmployee, checkId: string, submitted: CheckRequest, purpose?: CheckPurpose): ResolvedCheck {
  const signed = readCheck(checkId, services.config.jwtSecret);
  // A check signed before checks were single-use (no nonce, maybe no position) may still sit in a phone's outbox:
  // it is kept, at its time, for a person to judge, since nothing shows it was used only once or in time.
  const legacy = signed !== null && signed.nonce === undefined;
  const check = signed && { ...signed, latitude: signed.latitude ?? submitted.latitude, longitude: signed.longitude ?? submitted.longitude, flags: signed.flags ?? [], accuracy: signed.accuracy ?? null };
  if (
    !check ||
    check.purpose !== purpose ||
    check.employeeId !== employee.id ||
    check.direction !== submitted.direction ||
    check.inside !== submitted.inside
  ) {
    throw new ApiError(400, 'Data pemeriksaan absen tidak valid. Silakan absen ulang.');
  }
  if (check.latitude !== submitted.latitude || check.longitude !== submitted.longitude) {
    throw new ApiError(400, 'Lokasi absen berbeda dengan lokasi yang diperiksa. Silakan absen ulang.');
  }
  const late = legacy || services.now().getTime() - Date.parse(check.checkedAt) > CHECK_FRESH_MS;
  return { check, flags: late ? [...check.flags, 'late_delivery'] : check.flags };
}

export const CHECK_USED = 'Pemeriksaan absen ini sudah dipakai. Silakan absen ulang.';

/** Whether an overtime record already used this check (each check counts for one record). */
export async function isOvertimeCheckUsed(db: Kysely<Database>, nonce: string): Promise<boolean> {
  return (await db.selectFrom('overtime').select('id').where('check_nonce', '=', nonce).executeTakeFirst()) !== undefined;
}

/** A submit taken with no connection: no signed check, the device's time instead (docs/api.md). */
export const isTakenOffline = (body: { check_id: string | null; taken_at: string | null }) => !body.check_id && body.taken_at !== null;

/** Rounding between the phone's and the server's clocks; beyond it a time from the future is refused. */
const CLOCK_TOLERANCE_MS = 5_000;
/** A device clock further than this from the time the phone measured since a server answer is doubted. */
const DEVICE_CLOCK_DRIFT_MS = 2 * 60 * 1000;

const checkAnsweredAfter = preparedQuery<{ employeeId: number; purpose: string; direction: string; after: string }, { issued_at: string }>((db, slot) =>
  db
    .selectFrom('attendance_checks')
    .select('issued_at')
    .where('employee_id', '=', slot('employeeId'))
    .where('issued_at', '>', slot('after'))
    .where('purpose', '=', slot('purpose'))
    .where('direction', '=', slot('direction'))
    .limit(1),
);

/**
 * The time a submit without check_id claims, with what makes it wait: now for a plain submit, or the device's
 * `taken_at` for one taken with no connection, always pending ('offline'), and 'device_clock' when the phone's own
 * measure of time since a server answer (`server_time` + `elapsed_ms`) disagrees with its clock. A `taken_at` ahead of
 * the server, or earlier than a check the server answered this employee afterwards, is refused.
 */
export async function claimedTime(
  services: Services,
  employee: SignedInEmployee,
  claim: { direction: Direction; purpose?: CheckPurpose; taken_at: string | null; server_time: string | null; elapsed_ms: number | null },
): Promise<{ at: Date; flags: FlagCode[] }> {
  const now = services.now();
  if (claim.taken_at === null) return { at: now, flags: [] };
  const at = new Date(claim.taken_at);
  if (at.getTime() - now.getTime() > CLOCK_TOLERANCE_MS) {
    throw new ApiError(400, 'Waktu absen di perangkat lebih maju dari waktu server. Periksa jam perangkat Anda, lalu absen ulang.');
  }
  const asked = { employeeId: employee.id, purpose: purposeOf(claim.purpose), direction: claim.direction, after: at.toISOString() };
  const answered =
    services.evidence.checks
      .unwritten()
      .find((row) => row.employee_id === asked.employeeId && row.purpose === asked.purpose && row.direction === asked.direction && row.issued_at > asked.after) ??
    (await checkAnsweredAfter.takeFirst(services.db, asked));
  if (answered) {
    throw new ApiError(
      400,
      `Absen ini tercatat diambil tanpa koneksi pukul ${jakartaTime(at)}, padahal server sudah menjawab pemeriksaan absen Anda pukul ${jakartaTime(new Date(answered.issued_at))}. Silakan absen ulang.`,
    );
  }
  const flags: FlagCode[] = ['offline'];
  const anchor = claim.server_time !== null && claim.elapsed_ms !== null ? Date.parse(claim.server_time) + claim.elapsed_ms : null;
  if (anchor !== null && (anchor - now.getTime() > CLOCK_TOLERANCE_MS || Math.abs(anchor - at.getTime()) > DEVICE_CLOCK_DRIFT_MS)) flags.push('device_clock');
  return { at, flags };
}

/** The Idempotency-Key header, if sent; a malformed one is refused. */
export function idempotencyKey(header: string | undefined): string | null {
  const key = header?.trim() || null;
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, 'Idempotency-Key harus 8-100 huruf, angka, - atau _.');
  return key;
}

/** The uploads a submit names, by kind, and its face step's challenge frames, one slot each; one it does not name is null. */
export type PhotoIds = Record<PhotoKind | FaceFrameField, string | null>;

/** The stored kind each slot's upload must be. */
const STORED_KIND: Record<keyof PhotoIds, string> = { face: 'face', location: 'location', letter: 'letter', ...Object.fromEntries(FACE_FRAME_FIELDS.map((field) => [field, FACE_FRAME_KIND])) } as Record<keyof PhotoIds, string>;

/** Every slot of the uploads a submit names: each one it names, the others null. */
const photoIdsOf = (wanted: Partial<PhotoIds>) => Object.fromEntries((Object.keys(STORED_KIND) as (keyof PhotoIds)[]).map((slot) => [slot, wanted[slot] || null])) as PhotoIds;

// `in` with one place per slot: a null in a list matches nothing.
const photoList = (slot: Slots<PhotoIds>) => [slot('face'), slot('location'), slot('letter'), ...FACE_FRAME_FIELDS.map((field) => slot(field))] as string[];

/** The app sends faces 480 px on their short side; far smaller cannot show who it is. */
const MIN_FACE_SIDE_PX = 240;

/** The uploads a record names, each claimed unless another record claimed it first. */
export const uploadsClaim = (db: QueryCreator<Database>, slot: Slots<PhotoIds & { at: string }>) =>
  db.updateTable('stored_files').set({ claimed_at: slot('at') }).where('id', 'in', photoList(slot)).where('claimed_at', 'is', null);

const claimUploads = preparedQuery<PhotoIds & { at: string }>(uploadsClaim);

/** Faces this close (of 64 bits) are one photo re-sent, re-encoded or resized (docs/decisions.md, "Trust"). */
export const SIMILAR_FACE_BITS = 4;
/** The employee's latest faces compared with a new one: a few months of clock-ins and overtime. */
const FACES_COMPARED = 200;

interface StoredPhoto {
  id: string;
  kind: string;
  created_at: string;
  width: number | null;
  height: number | null;
  phash: string | null;
}

/**
 * In one statement (one round trip on PostgreSQL): the uploads a submit names ('named'), and the faces of the
 * employee's earlier records ('earlier') its face is compared with.
 */
const submittedPhotos = preparedQuery<PhotoIds & { employeeId: number }, StoredPhoto & { source: 'named' | 'earlier' }>((db, slot) => {
  const columns = ['id', 'kind', 'created_at', 'width', 'height', 'phash'] as const;
  const named = db
    .selectFrom('stored_files')
    .select([sql<'named' | 'earlier'>`'named'`.as('source'), ...columns])
    .where('id', 'in', photoList(slot))
    .where('owner_employee_id', '=', slot('employeeId'));
  const earlier = db
    .selectFrom('stored_files')
    .select([sql<'named' | 'earlier'>`'earlier'`.as('source'), ...columns])
    .where('owner_employee_id', '=', slot('employeeId'))
    .where('kind', '=', sql.lit('face'))
    .where('claimed_at', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(sql.lit(FACES_COMPARED));
  return db.selectFrom(named.as('n')).selectAll().unionAll(db.selectFrom(earlier.as('e')).selectAll());
});

/** The photos a submit names, checked, and the faces its face is compared with (`isSimilarToEarlierFace`). */
export interface SubmittedPhotos {
  ids: PhotoIds;
  faces: FaceHashes;
}
type FaceHashes = { id: string; phash: string | null | undefined; created_at: string }[];

/** Faces with the hashes not yet written (written behind) filled in from this process's queue. */
function withUnwrittenHashes(services: Services, rows: { id: string; phash: string | null; created_at: string }[]): FaceHashes {
  const unwritten = new Map(services.evidence.faceHashes.unwritten().map((file) => [file.id, file.phash]));
  return rows.map(({ id, phash, created_at }) => ({ id, created_at, phash: phash ?? unwritten.get(id) }));
}

/**
 * The photos a submit names must be the employee's own uploads of the right kind, uploaded after the time the record
 * claims (a photo kept from before cannot prove this moment), and a face large enough to see.
 */
export async function requireOwnPhotos(services: Services, employeeId: number, wanted: Partial<PhotoIds>, claimedAt: string): Promise<SubmittedPhotos> {
  const ids = photoIdsOf(wanted);
  const rows = await submittedPhotos.execute(services.db, { ...ids, employeeId });
  const owned = rows.filter((row) => row.source === 'named');
  for (const [kind, id] of Object.entries(ids) as [keyof PhotoIds, string | null][]) {
    const file = id && owned.find((upload) => upload.id === id && upload.kind === STORED_KIND[kind]);
    if (id && !file) throw new ApiError(400, `${PHOTO_LABELS[kind]} tidak ditemukan. Unggah ulang foto.`);
    if (!file) continue;
    if (file.created_at < claimedAt) throw new ApiError(400, `${PHOTO_LABELS[kind]} diunggah sebelum pemeriksaan absen. Ambil foto baru lalu absen ulang.`);
    if (kind === 'face' && Math.min(file.width ?? 0, file.height ?? 0) < MIN_FACE_SIDE_PX) {
      throw new ApiError(400, `Foto wajah terlalu kecil (minimal ${MIN_FACE_SIDE_PX} piksel di sisi pendek). Ambil foto baru lalu absen ulang.`);
    }
  }
  const faces = rows.filter((row) => row.source === 'earlier' || (row.id === ids.face && row.kind === 'face'));
  return { ids, faces: withUnwrittenHashes(services, faces) };
}

/** The faces compared when a face's own hash had to be waited for: the employee's earlier ones and this one. */
const facesOf = preparedQuery<{ employeeId: number; faceId: string }, { id: string; phash: string | null; created_at: string }>((db, slot) =>
  db
    .selectFrom('stored_files')
    .select(['id', 'phash', 'created_at'])
    .where('owner_employee_id', '=', slot('employeeId'))
    .where('kind', '=', sql.lit('face'))
    .where((eb) => eb.or([eb('claimed_at', 'is not', null), eb('id', '=', slot('faceId'))]))
    .orderBy('created_at', 'desc')
    .limit(sql.lit(FACES_COMPARED)),
);

/** Keeps a new face's hash (written behind: the upload's answer does not wait for it). */
export const keepFaceHash = (services: Services) => (id: string, phash: string) => services.evidence.faceHashes.add({ id, phash });

/** Whether the face is a near-duplicate of a face an earlier record of the employee used. */
export async function isSimilarToEarlierFace(services: Services, employeeId: number, faceId: string, read: FaceHashes): Promise<boolean> {
  let known = read;
  const own = known.find((file) => file.id === faceId);
  // Uploaded through another server process a moment ago: its hash is on the way (written behind).
  if (own && !own.phash && services.now().getTime() - Date.parse(own.created_at) < 2 * WRITE_BEHIND_MS) {
    await setTimeout(2 * WRITE_BEHIND_MS);
    known = withUnwrittenHashes(services, await facesOf.execute(services.db, { employeeId, faceId }));
  }
  const face = known.find((file) => file.id === faceId)?.phash;
  if (!face) return false;
  return known.some((file) => file.id !== faceId && file.phash !== undefined && file.phash !== null && hashDistance(face, file.phash) <= SIMILAR_FACE_BITS);
}

const PHOTO_ALREADY_USED = 'Foto ini sudah dipakai untuk absen lain. Ambil foto baru lalu absen ulang.';

/**
 * The record that uses these uploads is stored (in the same transaction): each is claimed by this record alone, and
 * no longer removed as unused. A photo another record claimed refuses the submit (400), and the transaction with it.
 * The claim and its check are one statement, so of two parallel submits naming one photo only one claims it.
 */
export async function claimPhotos(db: Kysely<Database>, wanted: Partial<PhotoIds>, at: string): Promise<void> {
  const ids = photoIdsOf(wanted);
  requireAllClaimed(ids, await claimUploads.run(db, { ...ids, at }));
}

/** A record claims every photo it names, or none: one claimed by another record first refuses it. */
export function requireAllClaimed(ids: PhotoIds, claimed: number) {
  if (claimed < Object.values(ids).filter((id) => id !== null).length) throw new ApiError(400, PHOTO_ALREADY_USED);
}
