import type { Kysely } from 'kysely';
import type { FaceCheck } from '../../src/contract/faces';
import type { Database } from '../db/types';

const COLUMNS = [
  'record_kind', 'employee_id', 'work_date', 'direction', 'status', 'similarity', 'checked_at', 'challenge', 'challenge_outcome', 'antispoof', 'liveness',
  'motion', 'motion_measure', 'frames_similarity', 'server_antispoof', 'server_liveness',
] as const;

type Row = Pick<Database['face_checks'], (typeof COLUMNS)[number]>;

const keyOf = (kind: string, employeeId: number, date: string, direction: string) => `${kind}|${employeeId}|${date}|${direction}`;

/** A face check as the API answers it (docs/faces.md). */
const faceCheckOf = (row: Row): FaceCheck => ({
  status: row.status as FaceCheck['status'],
  similarity: row.similarity,
  checked_at: row.checked_at,
  challenge: row.challenge as FaceCheck['challenge'],
  challenge_outcome: row.challenge_outcome as FaceCheck['challenge_outcome'],
  antispoof: row.antispoof,
  liveness: row.liveness,
  motion: row.motion as FaceCheck['motion'],
  motion_measure: row.motion_measure,
  frames_similarity: row.frames_similarity,
  server_antispoof: row.server_antispoof,
  server_liveness: row.server_liveness,
});

/**
 * The face checks of these employees' records (optionally of the dates from–to), read once: a lookup by record that
 * answers null for a record without one (the employee had not agreed).
 */
export async function faceChecksOf(db: Kysely<Database>, employeeIds: number[], dates?: { from: string; to: string }) {
  const rows = employeeIds.length === 0
    ? []
    : await db
        .selectFrom('face_checks')
        .select(COLUMNS)
        .where('employee_id', 'in', employeeIds)
        .$if(dates !== undefined, (query) => query.where('work_date', '>=', dates!.from).where('work_date', '<=', dates!.to))
        .execute();
  const byRecord = new Map(rows.map((row) => [keyOf(row.record_kind, row.employee_id, row.work_date, row.direction), faceCheckOf(row)]));
  return (kind: 'attendance' | 'overtime', employeeId: number, date: string, direction: string): FaceCheck | null =>
    byRecord.get(keyOf(kind, employeeId, date, direction)) ?? null;
}
