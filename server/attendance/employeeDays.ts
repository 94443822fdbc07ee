import type { Kysely, QueryCreator, Selectable } from 'kysely';
import { type AttendanceHistoryItem, NO_TIME } from '../../src/contract/schemas';
import { preparedQuery } from '../db/preparedQuery';
import type { AttendanceTable, Database } from '../db/types';
import type { FaceCheck } from '../../src/contract/faces';
import type { TimeZoneCode } from '../../src/contract/shifts';
import { recordedStatus } from '../shifts/workDay';
import { shiftOn, type WorkPlan } from '../shifts/workPlan';
import { localTime } from '../shifts/zones';
import type { Geofence } from './geofence';
import { DAY_STATUS, type DayStatus } from '../../src/domain/dayStatus';
import { effectiveTime, type VerifiableRecord, verificationFields } from './verification';

export type DayVerification = Pick<
  AttendanceHistoryItem,
  'verification' | 'flags' | 'checked_at' | 'received_at' | 'in_record' | 'out_record'
>;

export type AttendanceRecord = Selectable<AttendanceTable>;

export interface Day {
  clockIn?: AttendanceRecord;
  clockOut?: AttendanceRecord;
}

/** The offices the employee is assigned to (`o`), to select from. */
export const assignedOffices = (db: QueryCreator<Database>, employeeId: number) =>
  db.selectFrom('employee_offices as eo').innerJoin('offices as o', 'o.id', 'eo.office_id').where('eo.employee_id', '=', employeeId);

const officesOf = preparedQuery<{ employeeId: number }, Geofence>((db, slot) =>
  assignedOffices(db, slot('employeeId')).select(['o.id', 'o.name', 'o.latitude', 'o.longitude', 'o.radius_m']).orderBy('o.id'),
);

export const employeeOffices = (db: Kysely<Database>, employeeId: number): Promise<Geofence[]> => officesOf.execute(db, { employeeId });

const attendanceBetween = preparedQuery<{ employeeId: number; from: string; to: string }, AttendanceRecord>((db, slot) =>
  db
    .selectFrom('attendance')
    .selectAll()
    .where('employee_id', '=', slot('employeeId'))
    .where('work_date', '>=', slot('from'))
    .where('work_date', '<=', slot('to')),
);

/** The employee's clock-ins and clock-outs from one date to another (inclusive), by date. */
export async function attendanceDays(db: Kysely<Database>, employeeId: number, from: string, to: string): Promise<Map<string, Day>> {
  const rows = await attendanceBetween.execute(db, { employeeId, from, to });
  const days = new Map<string, Day>();
  for (const row of rows) {
    const day = days.get(row.work_date) ?? {};
    day[row.direction === 'in' ? 'clockIn' : 'clockOut'] = row;
    days.set(row.work_date, day);
  }
  return days;
}

/** The status of a day's records (the app's dashboard and a submit's answer): 'Belum Absen' until one stands. */
export const dayStatus = (day: Day, plan: WorkPlan, date: string): DayStatus => recordedStatus(shiftOn(plan, date), day) ?? DAY_STATUS.notYet;

/** The time shown for a record on its office's clock: the one it counts at (claimed, or received when accepted so); none when rejected. */
export const presentTime = (record: AttendanceRecord | undefined, zone: TimeZoneCode) =>
  record && record.verification !== 'rejected' ? localTime(new Date(effectiveTime(record)), zone) : NO_TIME;

/**
 * The verification fields of a day (docs/api.md): the least trusted record's state, every flag, each record (with its
 * face check where the caller read them).
 */
export function dayVerification(day: { clockIn?: VerifiableRecord; clockOut?: VerifiableRecord }, faceOf: (direction: 'in' | 'out') => FaceCheck | null = () => null): DayVerification {
  const records = [day.clockIn, day.clockOut].filter((record) => record !== undefined);
  const fields = records.map(verificationFields);
  const rank = ['rejected', 'pending', 'accepted_at_receipt', 'verified'];
  const least = fields.map((field) => field.verification).sort((a, b) => rank.indexOf(a) - rank.indexOf(b))[0] ?? null;
  return {
    verification: least,
    flags: fields.flatMap((field) => field.flags).filter((flag, index, all) => all.findIndex((other) => other.code === flag.code) === index),
    checked_at: fields[0]?.checked_at ?? null,
    received_at: fields[0]?.received_at ?? null,
    in_record: day.clockIn ? { ...verificationFields(day.clockIn), face: faceOf('in') } : null,
    out_record: day.clockOut ? { ...verificationFields(day.clockOut), face: faceOf('out') } : null,
  };
}
