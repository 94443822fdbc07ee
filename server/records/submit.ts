import type { Context } from 'hono';
import type { AttendanceSubmit, OvertimeSubmit } from '../../src/contract/schemas';
import type { AttendanceKind } from '../../src/domain/attendance';
import { type FlagCode, RECORD_LABELS } from '../../src/domain/verification';
import type { CheckPurpose, CheckRecord } from '../attendance/checkId';
import {
  acceptedCheck,
  type CheckRequest,
  checkRequestOf,
  claimedTime,
  idempotencyKey,
  isSimilarToEarlierFace,
  isTakenOffline,
  issueCheck,
  type PhotoIds,
  requireOwnPhotos,
  type SubmittedPhotos,
} from '../attendance/checks';
import { flagSharedDevice } from '../attendance/verification';
import { capturedWith, flagsText } from './lifecycle';
import { isUniqueViolation } from '../db/errors';
import type { AttendanceTable, Database, SignedInEmployee } from '../db/types';
import type { AppEnv, Services } from '../http/context';
import { ApiError } from '../http/errors';
import { checkChallenge } from '../passkeys/challenges';
import { deviceFlags, signedOver, signsChecks } from '../passkeys/deviceProof';
import type { RecordClaims } from './claims';
import { notifyRecordWaiting } from '../push/notifications';
import { expectedFaceChallenge, checkFaceChallenge, faceStepFlags } from '../faces/challenge';
import { queueFaceCheck } from '../faces/faceChecks';
import { frameIdsText, frameSlots } from '../faces/faceFrames';
import { jakartaDate } from '../time';
import type { WorkPlan } from '../shifts/workPlan';
import { requireOwnDayEmployed } from '../shifts/employment';
import { localDate, localTime } from '../shifts/zones';
import { receiptAfterClose } from '../periods/periodState';
import type { Kysely, Transaction } from 'kysely';

/** A submit of either kind, as its schema parsed it: a regular record also carries a letter photo and a reason. */
export type SubmitBody = Omit<OvertimeSubmit, 'filename_location' | 'is_pwa'> & Pick<AttendanceSubmit, 'filename_location'> & Partial<Pick<AttendanceSubmit, 'filename_letter' | 'anomaly'>>;

/** The check a record was taken at: answered by the server (online), or placed now at the time it claims (offline). */
export type SubmittedCheck = Omit<CheckRecord, 'nonce'> & { nonce?: string };

/** What every record row holds, whatever its kind. */
export type CommonRow = Pick<AttendanceTable, 'employee_id' | 'direction' | 'checked_at' | 'recorded_at' | 'inside_office' | 'location_file_id'> & {
  latitude: number;
  longitude: number;
  face_file_id: string;
  device_token: string;
  face_frame_ids: string | null;
} &
  Pick<AttendanceTable, 'idempotency_key' | 'device_id' | 'accuracy_m' | 'check_nonce'> & { taken_offline: number; verification: string; flags: string; decision_note: null };

/**
 * A check answered to the phone: signed for its submit, with the office it is at, the passkey's challenge and, for an
 * employee who agreed to the face check, the movement the face step asks for (docs/api.md, docs/faces.md).
 */
export function answerCheck(services: Services, employee: SignedInEmployee, check: Omit<CheckRecord, 'nonce'>, officeName: string | null) {
  const { checkId, nonce } = issueCheck(services, check);
  return {
    check_id: checkId,
    distance_m: check.distance,
    office: officeName,
    passkey_challenge: signsChecks(employee) ? checkChallenge(services.config.jwtSecret, nonce) : null,
    face_challenge: employee.face_consent === 'agreed' ? checkFaceChallenge(services.config.jwtSecret, check) : null,
  };
}

/** Where a record stands once its kind's rules passed: its work date, the plan it was judged by, what the kind needs to write and answer. */
export interface Placed {
  workDate: string;
  plan: WorkPlan;
}

/**
 * What differs between a regular clock-in or clock-out and an overtime start or end (server/records/regular.ts,
 * server/records/overtime.ts); the rest of a submit is the same steps in the same order (submitRecord).
 */
export interface RecordKind<Place extends Placed, Row extends CommonRow, Written extends { verification: string; flags: string }, Answer> {
  kind: AttendanceKind;
  table: 'attendance' | 'overtime';
  purpose: CheckPurpose | undefined;
  /** The same submit delivered before under its Idempotency-Key: its answer; null when there is none. */
  replay(services: Services, employee: SignedInEmployee, key: string): Promise<Answer | null>;
  /** An offline record's check, placed now at the time it claims, and where it stands (reused by `rules`). */
  checkAt(services: Services, employee: SignedInEmployee, request: CheckRequest, at: Date): Promise<{ check: SubmittedCheck; place: Place }>;
  /** The kind's rules once the check is known: refusals, the flags they add, where the record stands. */
  rules(services: Services, employee: SignedInEmployee, input: { body: SubmitBody; submitted: CheckRequest; check: SubmittedCheck; flags: FlagCode[]; place: Place | null }): Promise<Place>;
  /** Flags the record's place adds after the evidence's (an ended overtime waits for approval). */
  placeFlags(place: Place): FlagCode[];
  /** The photos the kind takes. */
  photos(body: SubmitBody): Partial<PhotoIds>;
  /** The row to write: the common part and the kind's own columns. */
  row(common: CommonRow, place: Place, body: SubmitBody, check: SubmittedCheck): Row;
  /** Writes the row with its claims in the submit's transaction (`recordWriter`), answering it as written. */
  insert(trx: Transaction<Database>, row: Row, claims: RecordClaims): Promise<Written>;
  /** Why a row that stands in the way (a unique index) refuses this one. */
  conflict(db: Kysely<Database>, row: Row, check: SubmittedCheck): Promise<ApiError>;
  answer(place: Place, written: Written): Answer;
}

/** The check the record was taken at, and the flags it brings: the server's answer, or (offline) placed now at its claimed time. */
async function claimCheck<Place extends Placed>(services: Services, employee: SignedInEmployee, kind: RecordKind<Place, CommonRow, { verification: string; flags: string }, unknown>, body: SubmitBody, submitted: CheckRequest) {
  if (body.check_id) return { ...acceptedCheck(services, employee, body.check_id, submitted, kind.purpose), place: null };
  const claimed = await claimedTime(services, employee, { direction: submitted.direction, purpose: kind.purpose, ...body });
  const { check, place } = await kind.checkAt(services, employee, submitted, claimed.at);
  return { check, flags: [...check.flags, ...claimed.flags], place };
}

/** What the evidence says beyond the check: a face seen before, and the phone's signature (docs/passkeys.md). */
async function evidenceFlags(services: Services, employee: SignedInEmployee, kind: AttendanceKind, body: SubmitBody, check: SubmittedCheck, photos: SubmittedPhotos): Promise<FlagCode[]> {
  const similar: FlagCode[] = (await isSimilarToEarlierFace(services, employee.id, body.filename_face, photos.faces)) ? ['similar_photo'] : [];
  return [...similar, ...(await deviceFlags(services, employee, body.passkey_assertion, signedOver(kind, body, check, photos.ids), new Date(check.checkedAt)))];
}

/**
 * The face's flags known at the submit: with the employee's consent, the phone's face step against the record's
 * challenge; without it no face is processed, and from the day HR set (FACE_REQUIRED_FROM) such a record waits for a person.
 */
const faceFlags = (services: Services, employee: SignedInEmployee, body: SubmitBody, check: SubmittedCheck): FlagCode[] => {
  if (employee.face_consent === 'agreed') return faceStepFlags(body.face_step, expectedFaceChallenge(services.config.jwtSecret, check, body.taken_at));
  const from = services.config.faceRequiredFrom;
  return from !== undefined && jakartaDate(new Date(check.checkedAt)) >= from ? ['no_face_check'] : [];
};

/**
 * A record from request to answer (docs/decisions.md, "One submit pipeline"): idempotency → the check → the kind's
 * rules → the photos → the evidence's flags → one transaction (the record, its face queued for the face check when the
 * employee agreed, its photos claimed, the device token) →
 * flags known only after the commit (a phone shared with a colleague) → the answer, built from what was written.
 */
export async function submitRecord<Place extends Placed, Row extends CommonRow, Written extends { verification: string; flags: string }, Answer>(
  c: Context<AppEnv>,
  kind: RecordKind<Place, Row, Written, Answer>,
  body: SubmitBody,
): Promise<Answer> {
  const services = c.get('services');
  const employee = c.get('employee');
  const key = idempotencyKey(c.req.header('idempotency-key'));
  try {
    return await takeRecord(c, kind, body, key);
  } catch (error) {
    // A submit delivered before (or still under way) under this key finds its record, check or photos taken, a refusal
    // (4xx): it answers as that delivery did. Looked up only then: a first delivery, the rule, costs no statement for it.
    const replay = key && error instanceof ApiError ? await kind.replay(services, employee, key) : null;
    if (replay) return replay;
    throw error;
  }
}

/** The steps after idempotency: the record taken, or refused. */
async function takeRecord<Place extends Placed, Row extends CommonRow, Written extends { verification: string; flags: string }, Answer>(
  c: Context<AppEnv>,
  kind: RecordKind<Place, Row, Written, Answer>,
  body: SubmitBody,
  key: string | null,
): Promise<Answer> {
  const services = c.get('services');
  const employee = c.get('employee');
  const submitted = checkRequestOf(body);
  const { check, flags, place: placedOffline } = await claimCheck(services, employee, kind as unknown as RecordKind<Place, CommonRow, { verification: string; flags: string }, unknown>, body, submitted);
  const place = await kind.rules(services, employee, { body, submitted, check, flags, place: placedOffline });
  await requireOwnDayEmployed(services.db, employee, place.workDate, place.plan.zone);
  // Challenge frames are the face's: taken only from an employee who agreed, like the rest of the face step.
  const faceStep = employee.face_consent === 'agreed' ? body.face_step : null;
  const photos = await requireOwnPhotos(services, employee.id, { ...kind.photos(body), ...frameSlots(faceStep) }, check.checkedAt);
  flags.push(...(await evidenceFlags(services, employee, kind.kind, body, check, photos)), ...kind.placeFlags(place), ...faceFlags(services, employee, body, check));

  const recordedAt = services.now().toISOString();
  const captured = capturedWith(flags);
  const deviceId = c.get('deviceId');
  const common: CommonRow = {
    employee_id: employee.id,
    direction: submitted.direction,
    checked_at: check.checkedAt,
    recorded_at: recordedAt,
    inside_office: submitted.inside ? 1 : 0,
    latitude: check.latitude,
    longitude: check.longitude,
    face_file_id: body.filename_face,
    face_frame_ids: frameIdsText(faceStep),
    location_file_id: body.filename_location,
    device_token: body.device_token,
    idempotency_key: key,
    taken_offline: isTakenOffline(body) ? 1 : 0,
    verification: captured.verification,
    flags: captured.flags,
    device_id: deviceId,
    accuracy_m: check.accuracy,
    check_nonce: check.nonce ?? null,
    decision_note: null,
  };
  const wanted = kind.row(common, place, body, check);
  let written: Written;
  try {
    written = await services.db.transaction().execute(async (trx) => {
      // A record of an earlier day may belong to a period closed meanwhile: it is then received after the close.
      if (place.workDate < localDate(services.now(), place.plan.zone)) wanted.recorded_at = await receiptAfterClose(trx, place.workDate, wanted.recorded_at);
      const row = await kind.insert(trx, wanted, {
        photos: { ids: photos.ids, at: recordedAt },
        device: { employeeId: employee.id, token: body.device_token, now: services.now() },
      });
      if (employee.face_consent === 'agreed') {
        const record = { record_kind: kind.table, employee_id: employee.id, work_date: place.workDate, direction: submitted.direction } as const;
        await queueFaceCheck(trx, record, body.face_step ?? null, services.now());
      }
      return row;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw await kind.conflict(services.db, wanted, check);
  }
  const checkedAt = new Date(check.checkedAt);
  if (await flagSharedDevice(services.db, deviceId, { table: kind.table, employeeId: employee.id, workDate: place.workDate, direction: submitted.direction })) {
    flags.push('shared_device');
    written = { ...written, verification: 'pending', flags: flagsText(flags) };
  }
  if (flags.length > 0) notifyRecordWaiting(services.notifier, { ...employee, employee_id: employee.id }, `${RECORD_LABELS[kind.kind === 'regular' ? 'attendance' : 'overtime'][submitted.direction]} ${localTime(checkedAt, place.plan.zone)}`);
  return kind.answer(place, written);
}
