import type { Kysely } from 'kysely';
import type { AccessEntry, AccessKind } from '../../src/contract/privacy';
import type { Database } from '../db/types';
import { jakartaDate } from '../time';

/**
 * One thing a viewer was shown of someone: a record's photos or position, the face check's reference photos, or a
 * correction request's evidence (logged with the request).
 */
export interface Access {
  subjectId: number;
  what: AccessKind;
  record: { kind: 'attendance' | 'overtime' | 'correction_request'; id: number } | null;
}

/** Entries an employee or HR reads at once: the newest. */
const SHOWN = 100;

/**
 * Logs what a viewer was shown of other people (docs/privacy.md, "Who looked"): never a view of one's own data; once a
 * viewer, a record, a kind and a day, so a queue opened again that day adds nothing.
 */
export async function logAccess(db: Kysely<Database>, viewerId: number, accesses: Access[], now: Date): Promise<void> {
  const day = jakartaDate(now);
  const rows = accesses
    .filter((access) => access.subjectId !== viewerId)
    .map((access) => ({
      viewer_id: viewerId,
      subject_id: access.subjectId,
      what: access.what,
      record_kind: access.record?.kind ?? '',
      record_id: access.record?.id ?? 0,
      day,
      viewed_at: now.toISOString(),
    }));
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('access_log')
      .values(rows.slice(start, start + 200))
      .onConflict((conflict) => conflict.columns(['viewer_id', 'subject_id', 'what', 'record_kind', 'record_id', 'day']).doNothing())
      .execute();
  }
}

/**
 * Who looked at this employee's photos and positions, newest first, with the record each view was of (for a
 * correction request's evidence, the clock-in or clock-out it asks to correct).
 */
export async function accessesOf(db: Kysely<Database>, subjectId: number, most: number = SHOWN): Promise<AccessEntry[]> {
  const rows = await db
    .selectFrom('access_log as l')
    .innerJoin('employees as v', 'v.id', 'l.viewer_id')
    .leftJoin('attendance as a', (join) => join.onRef('a.id', '=', 'l.record_id').on('l.record_kind', '=', 'attendance'))
    .leftJoin('overtime as o', (join) => join.onRef('o.id', '=', 'l.record_id').on('l.record_kind', '=', 'overtime'))
    .leftJoin('correction_requests as c', (join) => join.onRef('c.id', '=', 'l.record_id').on('l.record_kind', '=', 'correction_request'))
    .select([
      'v.name as viewer', 'l.what', 'l.record_kind', 'l.viewed_at', 'a.direction as a_direction', 'a.work_date as a_date', 'o.direction as o_direction', 'o.work_date as o_date',
      'c.direction as c_direction', 'c.work_date as c_date',
    ])
    .where('l.subject_id', '=', subjectId)
    .orderBy('l.id', 'desc')
    .limit(most)
    .execute();
  return rows.map((row) => {
    const direction = row.a_direction ?? row.o_direction ?? row.c_direction;
    const date = row.a_date ?? row.o_date ?? row.c_date;
    const kind = row.record_kind === 'overtime' ? 'overtime' : 'attendance';
    return {
      viewer: row.viewer,
      what: row.what as AccessKind,
      record: row.record_kind !== '' && direction && date ? { kind, direction: direction as 'in' | 'out', date } : null,
      viewed_at: row.viewed_at,
    };
  });
}

/** A record's photos and its position, shown together (the verification queue). */
export const recordAccesses = (subjectId: number, record: { kind: 'attendance' | 'overtime'; id: number }): Access[] => [
  { subjectId, what: 'photo', record },
  { subjectId, what: 'position', record },
];

/**
 * Logs the clock-in photos of these employees' days from–to as seen by the viewer (a staff history, HR's view of an
 * employee's month): the records that have a photo.
 */
export async function logDayPhotosViewed(db: Kysely<Database>, viewerId: number, employeeIds: number[], dates: { from: string; to: string }, now: Date): Promise<void> {
  const others = employeeIds.filter((id) => id !== viewerId);
  if (others.length === 0) return;
  const records = await db
    .selectFrom('attendance')
    .select(['id', 'employee_id'])
    .where('employee_id', 'in', others)
    .where('work_date', '>=', dates.from)
    .where('work_date', '<=', dates.to)
    .where('face_file_id', 'is not', null)
    .execute();
  await logAccess(db, viewerId, records.map((record) => ({ subjectId: record.employee_id, what: 'photo', record: { kind: 'attendance', id: record.id } })), now);
}
