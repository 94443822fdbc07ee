import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { Kysely, Selectable } from 'kysely';
import { HrAttendanceListSchema, HrAttendanceQuerySchema, type HrAttendanceRecord, HrEmployeeIdParamSchema, type RecordAdditionResponse, RecordAdditionResponseSchema, RecordAdditionSchema, type RecordChangedResponse, type RecordCorrectionResponse, RecordCorrectionResponseSchema, RecordCorrectionSchema } from '../../../src/contract/hr';
import { flagsOf, VERIFICATION_BADGES } from '../../../src/domain/verification';
import type { Verification } from '../../../src/contract/verification';
import { HR_MESSAGES } from '../../../src/domain/roles';
import { recordAudit } from '../../audit/auditLog';
import { requireAuthority } from '../../access/authority';
import type { AttendanceTable, Database } from '../../db/types';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { parseWith, readBody, readQuery } from '../../http/validate';
import { monthOf } from '../../../src/contract/calendar';
import { requireEmployedOn } from '../../shifts/employment';
import { loadWorkPlan } from '../../shifts/loadWorkPlan';
import { isLateFor, shiftOn, type WorkPlan } from '../../shifts/workPlan';
import { localTime } from '../../shifts/zones';
import { correctedInstant, writePersonRecord } from '../../attendance/personRecords';
import { employeeOffices } from '../../attendance/employeeDays';
import { withEmployeeLocked } from '../../leave/requests';
import { documented } from '../../openapi/documented';
import { correctionOf } from '../../attendance/verification';
import { lifeStep, parseFlags } from '../../records/lifecycle';
import { requireOpenPeriod } from '../../periods/periodState';

type AttendanceRow = Selectable<AttendanceTable>;

/**
 * The record's state a correction must have been made on: its time, status, flags, lateness, decision and correction.
 * The flags are part of it: a correction counts a record only over the doubts HR was shown.
 */
const versionOf = (row: Pick<AttendanceRow, 'checked_at' | 'verification' | 'flags' | 'is_late' | 'decided_at' | 'corrected_at'>) =>
  createHash('sha256').update([row.checked_at, row.verification, row.flags, row.is_late, row.decided_at ?? '', row.corrected_at ?? ''].join('|')).digest('base64url').slice(0, 22);

const asRecord = (row: AttendanceRow, plan: WorkPlan): HrAttendanceRecord => ({
  id: row.id,
  work_date: row.work_date,
  direction: row.direction as 'in' | 'out',
  time: localTime(new Date(row.checked_at), plan.zone),
  time_zone: plan.zone,
  verification: row.verification as Verification,
  flags: flagsOf(parseFlags(row.flags)),
  is_late: row.is_late === 1,
  inside_office: row.inside_office === 1,
  correction: correctionOf(row),
  version: versionOf(row),
});

async function recordOf(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('attendance').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, HR_MESSAGES.recordNotFound);
  return row;
}

/** HR's corrections of clock-ins and clock-outs (docs/hr.md, "Corrections"): a time and whether it counts, always with a reason, audited. */
export const hrCorrectionRoutes = new Hono<AppEnv>()
  .get('/employees/:id/attendance', documented({
    summary: 'Konsol SDM: absen masuk dan pulang seorang pegawai dalam satu periode (`YYYYMM`), dengan jam menurut zona kantornya, statusnya dan koreksi SDM sebelumnya; untuk dikoreksi.',
    auth: true, query: HrAttendanceQuerySchema, answer: HrAttendanceListSchema, errors: [400, 401, 403, 404],
  }), async (c) => {
    const { db } = c.get('services');
    const { id } = parseWith(HrEmployeeIdParamSchema, { id: c.req.param('id') });
    const { period } = readQuery(c, HrAttendanceQuerySchema);
    if (!(await db.selectFrom('employees').select('id').where('id', '=', id).executeTakeFirst())) throw new ApiError(404, HR_MESSAGES.notFound);
    const { first, last } = monthOf(period);
    const [plan, rows] = await Promise.all([
      loadWorkPlan(db, id, first, last),
      db.selectFrom('attendance').selectAll().where('employee_id', '=', id).where('work_date', '>=', first).where('work_date', '<=', last).orderBy('work_date').orderBy('direction').execute(),
    ]);
    return c.json(rows.map((row) => asRecord(row, plan)));
  })

  .post('/attendance/correct', documented({
    summary: 'Konsol SDM: mengoreksi absen masuk atau pulang: jam `time` (HH:mm menurut zona kantor pada tanggal shift-nya) dan `status` (`counts`: dihitung, terverifikasi; `void`: dibatalkan, ditolak), dengan alasan `note` wajib. Keterlambatan dihitung ulang; jam semula disimpan; pegawai melihat koreksinya di riwayat. Tercatat di log audit. `version` adalah versi absen yang dilihat SDM (dari daftar): 409 dengan `record` (absen saat ini) bila absen itu sudah berubah sejak itu. 403 untuk absen sendiri, absen petugas SDM atau admin (kecuali oleh admin); 404 bila tidak ada; 400 bila jam masuk jadi setelah jam pulang atau jamnya belum terjadi.',
    auth: true, body: RecordCorrectionSchema, answer: RecordCorrectionResponseSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const { db } = services;
    const actor = c.get('employee');
    const correction = await readBody(c, RecordCorrectionSchema);
    const record = await recordOf(db, correction.id);
    await requireAuthority(db, actor, record.employee_id, 'company', 'record.correct', { self: HR_MESSAGES.ownRecord });
    await requireOpenPeriod(db, record.work_date);
    const plan = await loadWorkPlan(db, record.employee_id, record.work_date, record.work_date);
    const changedAnswer = (row: AttendanceRow) => {
      const now = asRecord(row, plan);
      return c.json({ message: HR_MESSAGES.recordChangedTo(now.time.slice(0, 5), VERIFICATION_BADGES[now.verification]), record: now } satisfies RecordChangedResponse, 409);
    };
    if (correction.version !== versionOf(record)) return changedAnswer(record);
    const direction = record.direction as 'in' | 'out';
    const at = correctedInstant(plan, record.work_date, direction, correction.time);
    const now = services.now();
    if (at.getTime() > now.getTime()) throw new ApiError(400, HR_MESSAGES.correctionInFuture);
    const shift = shiftOn(plan, record.work_date);
    const step = lifeStep(record, { type: 'record.correct', counts: correction.status === 'counts' });
    if (!step) throw new ApiError(400, HR_MESSAGES.forgottenNotCounted);
    // A record counts only within the employee's employment (docs/hr.md, "Start and end dates").
    if (step.verification !== 'rejected') await requireEmployedOn(db, record.employee_id, record.work_date, { actorId: actor.id });
    const changes = {
      checked_at: at.toISOString(),
      verification: step.verification,
      is_late: direction === 'in' && shift !== null && isLateFor(shift, at.getTime()) ? 1 : 0,
      decided_by: actor.id,
      decided_at: now.toISOString(),
      decision_note: correction.note,
      corrected_by: actor.id,
      corrected_at: now.toISOString(),
      correction_note: correction.note,
      original_checked_at: record.original_checked_at ?? record.checked_at,
      source: 'hr',
    };
    // A changed record comes back out of the transaction (which then writes nothing) rather than as an error.
    const changed = await db.transaction().execute(async (trx): Promise<AttendanceRow | null> => {
      await requireOpenPeriod(trx, record.work_date);
      // Both records of the day are locked first (PostgreSQL; SQLite writes one transaction at a time): a clock-in
      // and its clock-out corrected at the same moment are judged one after the other.
      if (services.config.databaseUrl) {
        await trx.selectFrom('attendance').select('id').where('employee_id', '=', record.employee_id).where('work_date', '=', record.work_date).orderBy('id').forUpdate().execute();
      }
      const current = await recordOf(trx, record.id);
      if (versionOf(current) !== correction.version) return current;
      // The day's other record is read in the transaction: a clock-in never ends up after its clock-out.
      const other = await trx
        .selectFrom('attendance')
        .select(['checked_at', 'verification'])
        .where('employee_id', '=', record.employee_id)
        .where('work_date', '=', record.work_date)
        .where('direction', '=', direction === 'in' ? 'out' : 'in')
        .executeTakeFirst();
      const standing = other && other.verification !== 'rejected' && changes.verification !== 'rejected';
      if (standing && (direction === 'in' ? changes.checked_at > other.checked_at : changes.checked_at < other.checked_at)) {
        throw new ApiError(400, HR_MESSAGES.correctionOutOfOrder);
      }
      const updated = await trx
        .updateTable('attendance')
        .set(changes)
        .where('id', '=', record.id)
        .where('checked_at', '=', current.checked_at)
        .where('verification', '=', current.verification)
        .where('flags', '=', current.flags)
        .where((eb) => (current.corrected_at === null ? eb('corrected_at', 'is', null) : eb('corrected_at', '=', current.corrected_at)))
        .where((eb) => (current.decided_at === null ? eb('decided_at', 'is', null) : eb('decided_at', '=', current.decided_at)))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return recordOf(trx, record.id);
      const before = { checked_at: current.checked_at, verification: current.verification, is_late: current.is_late };
      const after = { checked_at: changes.checked_at, verification: changes.verification, is_late: changes.is_late, note: correction.note };
      await recordAudit(trx, { actorId: actor.id, action: 'record.correct', entity: 'attendance', entityId: record.id, before, after }, now);
      return null;
    });
    if (changed) return changedAnswer(changed);
    return c.json({ message: HR_MESSAGES.corrected, record: asRecord(await recordOf(db, record.id), plan) } satisfies RecordCorrectionResponse);
  })

  .post('/attendance/add', documented({
    summary: 'Konsol SDM: menambahkan absen masuk atau pulang yang tidak tercatat: tanggal, `direction`, jam `time` (HH:mm menurut zona kantor pada tanggal shift-nya), `office_id` (kantor pegawai, atau null untuk di luar kantor) dan alasan `note` wajib. Absen dihitung (`verified`, `source` `hr`), keterlambatan dihitung, tercatat di log audit; pegawai melihatnya sebagai "Ditambahkan oleh SDM". 403 untuk absen sendiri, petugas SDM atau admin (kecuali oleh admin); 404 bila pegawai tidak ada; 409 bila absen itu sudah ada (koreksi absennya); 400 bila jamnya belum terjadi atau urutan masuk/pulang terbalik.',
    auth: true, body: RecordAdditionSchema, answer: RecordAdditionResponseSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const { db } = services;
    const actor = c.get('employee');
    const addition = await readBody(c, RecordAdditionSchema);
    if (!(await db.selectFrom('employees').select('id').where('id', '=', addition.employee_id).executeTakeFirst())) throw new ApiError(404, HR_MESSAGES.notFound);
    await requireAuthority(db, actor, addition.employee_id, 'company', 'record.add', { self: HR_MESSAGES.ownRecord });
    await requireEmployedOn(db, addition.employee_id, addition.date, { actorId: actor.id });
    await requireOpenPeriod(db, addition.date);
    const office = addition.office_id === null ? null : (await employeeOffices(db, addition.employee_id)).find((known) => known.id === addition.office_id);
    if (office === undefined) throw new ApiError(400, HR_MESSAGES.unknownOffice);
    const plan = await loadWorkPlan(db, addition.employee_id, addition.date, addition.date);
    const at = correctedInstant(plan, addition.date, addition.direction, addition.time);
    const now = services.now();
    if (at.getTime() > now.getTime()) throw new ApiError(400, HR_MESSAGES.correctionInFuture);
    const id = await withEmployeeLocked(services, addition.employee_id, async (trx) => {
      await requireOpenPeriod(trx, addition.date);
      const existing = await trx
        .selectFrom('attendance')
        .select('id')
        .where('employee_id', '=', addition.employee_id)
        .where('work_date', '=', addition.date)
        .where('direction', '=', addition.direction)
        .executeTakeFirst();
      if (existing) throw new ApiError(409, HR_MESSAGES.recordExists);
      const made = await writePersonRecord(
        trx,
        plan,
        { employeeId: addition.employee_id, date: addition.date, direction: addition.direction, at, office, deciderId: actor.id, note: addition.note, source: 'hr' },
        now,
      );
      await recordAudit(trx, { actorId: actor.id, action: 'record.add', entity: 'attendance', entityId: made.id, before: null, after: { checked_at: at.toISOString(), verification: 'verified', note: addition.note } }, now);
      return made.id;
    });
    return c.json({ message: HR_MESSAGES.recordAdded, record: asRecord(await recordOf(db, id), plan) } satisfies RecordAdditionResponse);
  });
