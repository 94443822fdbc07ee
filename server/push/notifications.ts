import type { Kysely } from 'kysely';
import { dateRange } from '../../src/format/indonesian';
import type { Database } from '../db/types';
import type { Cause, NotificationKind } from './coalescing';
import type { Notifier } from './notifier';
import { audienceMembers } from '../announcements/audience';

async function leaveRequest(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('leave_requests as r')
    .innerJoin('leave_types as t', 't.code', 'r.leave_type_code')
    .innerJoin('employees as e', 'e.id', 'r.employee_id')
    .select(['r.employee_id', 'r.status', 'r.start_date', 'r.end_date', 'r.decision_note', 'r.decided_by', 't.label', 'e.name', 'e.supervisor_id'])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

/** To the employee's direct supervisor: a request waits for their decision (/persetujuan-izin). */
export async function notifyLeaveWaiting(db: Kysely<Database>, notifier: Notifier, requestId: number) {
  const request = await leaveRequest(db, requestId);
  if (!request?.supervisor_id) return;
  notifier.notify(
    [request.supervisor_id],
    { title: 'Pengajuan izin menunggu persetujuan', body: `${request.name}: ${request.label}, ${dateRange(request.start_date, request.end_date)}.`, link: '/persetujuan-izin' },
    { from: request.employee_id, kind: 'leave_request' },
  );
}

/** To the employee: their request was accepted or rejected (with the supervisor's note); a decision made with `npm run admin` has no sender. */
export async function notifyLeaveDecided(db: Kysely<Database>, notifier: Notifier, requestId: number) {
  const request = await leaveRequest(db, requestId);
  if (!request || (request.status !== '1' && request.status !== '2')) return;
  const accepted = request.status === '1';
  notifier.notify(
    [request.employee_id],
    {
      title: accepted ? 'Pengajuan izin diterima' : 'Pengajuan izin ditolak',
      body: `${request.label}, ${dateRange(request.start_date, request.end_date)}.${request.decision_note ? ` Catatan: ${request.decision_note}` : ''}`,
      link: '/pengajuan-izin',
    },
    causedBy(request.decided_by, 'leave_decided'),
  );
}

/** To every active employee it is for: a new announcement (/pengumuman/:id). */
export async function notifyAnnouncement(db: Kysely<Database>, notifier: Notifier, announcementId: number, title: string) {
  notifier.notify(
    await audienceMembers(db, announcementId),
    { title: 'Pengumuman baru', body: title, link: `/pengumuman/${announcementId}` },
  );
}

/** To the employee's direct supervisor: a record of theirs waits for verification (/verifikasi-absen). */
export function notifyRecordWaiting(notifier: Notifier, employee: { employee_id: number; name: string; supervisor_id: number | null }, what: string) {
  if (!employee.supervisor_id) return;
  notifier.notify(
    [employee.supervisor_id],
    { title: 'Absen menunggu verifikasi', body: `${employee.name}: ${what}.`, link: '/verifikasi-absen' },
    { from: employee.employee_id, kind: 'record_waiting' },
  );
}

/** To the employee: a supervisor (or HR, or `npm run admin` with no sender) decided their record, with the note. */
export function notifyRecordDecided(
  notifier: Notifier,
  decision: { employeeId: number; deciderId: number | null; kind: 'attendance' | 'overtime' },
  record: { what: string; sentence: string; link: string },
) {
  notifier.notify(
    [decision.employeeId],
    { title: `${record.what}: sudah diverifikasi`, body: record.sentence, link: record.link },
    causedBy(decision.deciderId, decision.kind === 'attendance' ? 'attendance_decided' : 'overtime_decided'),
  );
}

/** The cause of a decision's notification: its decider's, or none when no person decided (the admin command). */
export const causedBy = (deciderId: number | null, kind: NotificationKind): Cause | undefined => (deciderId === null ? undefined : { from: deciderId, kind });
