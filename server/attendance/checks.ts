import type { Kysely } from 'kysely';
import { type Direction, directionOfCode, isInsideCode, type PhotoKind } from '../../src/domain/attendance';
import { preparedQuery } from '../db/preparedQuery';
import type { Database, SignedInEmployee } from '../db/types';
import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { jakartaDate, jakartaTime } from '../time';
import { CHECK_VALIDITY_MS, type CheckPurpose, type PlacedCheck, readCheck } from './checkId';
import { employeeOffices } from './employeeDays';
import { type NearestOffice, nearestOffice } from './geofence';

export interface CheckRequest {
  direction: Direction;
  inside: boolean;
  latitude: number;
  longitude: number;
}

/** What a check or submit asks for, from its wire fields (validated by the contract). */
export const checkRequestOf = (fields: { type: string; location: string; latitude: string; longitude: string }): CheckRequest => ({
  direction: directionOfCode(fields.type),
  inside: isInsideCode(fields.location),
  latitude: Number(fields.latitude),
  longitude: Number(fields.longitude),
});

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const PHOTO_LABELS: Record<PhotoKind, string> = { face: 'wajah', location: 'lokasi', letter: 'surat' };

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

/** Where the check was made at `at`, as the server sees it: the office (when inside), the distance, the time. */
export async function placeCheck(
  services: Services,
  employee: SignedInEmployee,
  request: CheckRequest,
  extra: { at: Date; isLate: boolean; purpose?: CheckPurpose },
): Promise<{ check: PlacedCheck; officeName: string | null }> {
  const nearest = nearestOffice(request, await employeeOffices(services.db, employee.id));
  if (request.inside) requireInside(nearest);
  return {
    check: {
      employeeId: employee.id,
      direction: request.direction,
      inside: request.inside,
      checkedAt: extra.at.toISOString(),
      latitude: request.latitude,
      longitude: request.longitude,
      officeId: request.inside ? nearest!.office.id : null,
      distance: nearest ? Math.round(nearest.distance) : null,
      isLate: extra.isLate,
      ...(extra.purpose && { purpose: extra.purpose }),
    },
    officeName: request.inside ? nearest!.office.name : null,
  };
}

/**
 * The check a submit refers to: signed by this server for this purpose, employee, choice and position, and recent
 * enough. A check signed before positions were bound to checks takes the submitted position.
 */
export function acceptedCheck(services: Services, employee: SignedInEmployee, checkId: string, submitted: CheckRequest, purpose?: CheckPurpose): PlacedCheck {
  const check = readCheck(checkId, services.config.jwtSecret);
  if (
    !check ||
    check.purpose !== purpose ||
    check.employeeId !== employee.id ||
    check.direction !== submitted.direction ||
    check.inside !== submitted.inside
  ) {
    throw new ApiError(400, 'Data pemeriksaan absen tidak valid. Silakan absen ulang.');
  }
  const { latitude = submitted.latitude, longitude = submitted.longitude } = check;
  if (latitude !== submitted.latitude || longitude !== submitted.longitude) {
    throw new ApiError(400, 'Lokasi absen berbeda dengan lokasi yang diperiksa. Silakan absen ulang.');
  }
  requireRecent(services, new Date(check.checkedAt));
  return { ...check, latitude, longitude };
}

function requireRecent(services: Services, takenAt: Date) {
  if (services.now().getTime() - takenAt.getTime() > CHECK_VALIDITY_MS) {
    throw new ApiError(
      409,
      `Absen ini diambil pukul ${jakartaTime(takenAt)} tanggal ${jakartaDate(takenAt)} dan terkirim lebih dari ${CHECK_VALIDITY_MS / 3_600_000} jam kemudian. Silakan absen ulang.`,
    );
  }
}

/** A submit taken with no connection: no signed check, the device's time instead (docs/api.md). */
export const isTakenOffline = (body: { check_id: string | null; taken_at: string | null }) => !body.check_id && body.taken_at !== null;

/** How far ahead of the server's clock a device's clock may run. */
const DEVICE_CLOCK_LEAD_MS = 2 * 60 * 1000;

/**
 * The time a submit without check_id is checked at: now, or the device's `taken_at` when it was taken with no
 * connection (as recent as a signed check must be, and not in the future).
 */
export function submittedTime(services: Services, takenAt: string | null): Date {
  if (takenAt === null) return services.now();
  const at = new Date(takenAt);
  if (at.getTime() - services.now().getTime() > DEVICE_CLOCK_LEAD_MS) {
    throw new ApiError(400, 'Waktu absen di perangkat lebih maju dari waktu server. Periksa jam perangkat Anda, lalu absen ulang.');
  }
  requireRecent(services, at);
  return at;
}

/** The Idempotency-Key header, if sent; a malformed one is refused. */
export function idempotencyKey(header: string | undefined): string | null {
  const key = header?.trim() || null;
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, 'Idempotency-Key harus 8-100 huruf, angka, - atau _.');
  return key;
}

/** The uploads a submit names, by kind; a kind it does not name is null. */
export type PhotoIds = Record<PhotoKind, string | null>;

// `in` with one place per kind: a null in a list matches nothing.
const photoList = (slot: <K extends keyof PhotoIds>(kind: K) => PhotoIds[K]) => [slot('face'), slot('location'), slot('letter')] as string[];

const uploadsOf = preparedQuery<PhotoIds & { employeeId: number }, { id: string; kind: string }>((db, slot) =>
  db.selectFrom('stored_files').select(['id', 'kind']).where('id', 'in', photoList(slot)).where('owner_employee_id', '=', slot('employeeId')),
);

const claimUploads = preparedQuery<PhotoIds & { at: string }>((db, slot) =>
  db.updateTable('stored_files').set({ claimed_at: slot('at') }).where('id', 'in', photoList(slot)).where('claimed_at', 'is', null),
);

/** The photos a submit names must be the employee's own uploads of the right kind; answers their ids by kind. */
export async function requireOwnPhotos(db: Kysely<Database>, employeeId: number, wanted: Partial<PhotoIds>): Promise<PhotoIds> {
  const ids: PhotoIds = { face: wanted.face || null, location: wanted.location || null, letter: wanted.letter || null };
  const owned = await uploadsOf.execute(db, { ...ids, employeeId });
  for (const [kind, id] of Object.entries(ids) as [PhotoKind, string | null][]) {
    if (id && !owned.some((file) => file.id === id && file.kind === kind)) {
      throw new ApiError(400, `Foto ${PHOTO_LABELS[kind]} tidak ditemukan. Unggah ulang foto.`);
    }
  }
  return ids;
}

const PHOTO_ALREADY_USED = 'Foto ini sudah dipakai untuk absen lain. Ambil foto baru lalu absen ulang.';

/**
 * The record that uses these uploads is stored (in the same transaction): each is claimed by this record alone, and
 * no longer removed as unused. A photo another record claimed refuses the submit (400), and the transaction with it.
 * The claim and its check are one statement, so of two parallel submits naming one photo only one claims it.
 */
export async function claimPhotos(db: Kysely<Database>, ids: PhotoIds, at: string): Promise<void> {
  const named = Object.values(ids).filter((id) => id !== null).length;
  if ((await claimUploads.run(db, { ...ids, at })) < named) throw new ApiError(400, PHOTO_ALREADY_USED);
}
