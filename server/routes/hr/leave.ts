import { Hono } from 'hono';
import { type Kysely, sql } from 'kysely';
import { type HrLeaveItem, HrLeaveListSchema, HrLeaveQuerySchema, HrMessageSchema, type HrQuota, HrQuotaListSchema, HrQuotaQuerySchema, HrQuotaRequestSchema } from '../../../src/contract/hr';
import { LeaveDecisionSchema, LeaveStatus } from '../../../src/contract/schemas';
import { HR_MESSAGES } from '../../../src/domain/roles';
import { recordAudit } from '../../audit/auditLog';
import { requireAuthority } from '../../access/authority';
import type { Database } from '../../db/types';
import { fileUrl } from '../../files/urls';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { readBody, readQuery } from '../../http/validate';
import { yearQuota } from '../../leave/quota';
import { decideLeave, LEAVE_MESSAGES, withEmployeeLocked } from '../../leave/requests';
import { notifyLeaveDecided } from '../../push/notifications';
import { monthOf } from '../../../src/contract/calendar';
import { documented } from '../../openapi/documented';

async function leaveType(db: Kysely<Database>, code: string) {
  const type = await db.selectFrom('leave_types').select(['code', 'uses_quota', 'yearly_cap']).where('code', '=', code).executeTakeFirst();
  if (!type) throw new ApiError(400, LEAVE_MESSAGES.unknownReason);
  return type;
}

const ownCap = async (db: Kysely<Database>, employeeId: number, code: string, year: number) =>
  (await db.selectFrom('leave_type_caps').select('days').where('employee_id', '=', employeeId).where('leave_type_code', '=', code).where('year', '=', year).executeTakeFirst())?.days ?? null;

/** Working days of one type in a year: approved, and still pending. */
async function daysOfType(db: Kysely<Database>, employeeId: number, code: string, year: number) {
  const rows = await db
    .selectFrom('leave_requests')
    .select(['status', (eb) => eb.fn.sum<number>('working_days').as('days')])
    .where('employee_id', '=', employeeId)
    .where('leave_type_code', '=', code)
    .where('status', 'in', [LeaveStatus.pending, LeaveStatus.accepted])
    .where('start_date', '>=', `${year}-01-01`)
    .where('start_date', '<=', `${year}-12-31`)
    .groupBy('status')
    .execute();
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.days ?? 0);
  return { used: of(LeaveStatus.accepted), pending: of(LeaveStatus.pending) };
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** HR's leave (docs/hr.md, "Leave"): every request, decided by HR when needed (audited), and yearly quotas. */
export const hrLeaveRoutes = new Hono<AppEnv>()
  .get('/leave', documented({
    summary: 'Konsol SDM: semua pengajuan izin dan cuti yang menyentuh periode (`YYYYMM`), disaring per status (`0` menunggu, `1` disetujui, `2` ditolak, `3` dibatalkan) dan nama atau NUP (`q`).',
    auth: true, query: HrLeaveQuerySchema, answer: HrLeaveListSchema, errors: [400, 401, 403],
  }), async (c) => {
    const services = c.get('services');
    const { period, status, q } = readQuery(c, HrLeaveQuerySchema);
    const { first, last } = monthOf(period);
    let query = services.db
      .selectFrom('leave_requests as r')
      .innerJoin('leave_types as t', 't.code', 'r.leave_type_code')
      .innerJoin('employees as e', 'e.id', 'r.employee_id')
      .select(['r.id', 'e.id as employee_id', 'e.name', 'e.nup', 't.label', 'r.leave_type_code', 'r.start_date', 'r.end_date', 'r.working_days', 'r.description', 'r.status', 'r.decision_note', 'r.attachment'])
      .where('r.start_date', '<=', last)
      .where('r.end_date', '>=', first)
      .orderBy('r.start_date')
      .orderBy('r.id');
    if (status) query = query.where('r.status', '=', status);
    if (q) query = query.where((eb) => eb.or((['e.name', 'e.nup'] as const).map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', sql`${likePattern(q)} escape '\\'`))));
    const rows = await query.execute();
    return c.json(
      rows.map(
        (row): HrLeaveItem => ({
          id: row.id,
          employee: { id: row.employee_id, name: row.name, nup: row.nup },
          reason: row.label,
          reason_code: row.leave_type_code,
          start_date: row.start_date,
          end_date: row.end_date,
          working_days: row.working_days,
          description: row.description,
          status: row.status,
          note: row.decision_note,
          file: fileUrl(services, row.attachment),
        }),
      ),
    );
  })

  .post('/leave/decide', documented({
    summary: 'Konsol SDM: menyetujui atau menolak (dengan `note`; lampirannya langsung dihapus) pengajuan mana pun yang masih menunggu, kecuali milik sendiri (403), dengan aturan kuota yang sama seperti atasan. Tercatat di log audit; pegawai diberi notifikasi. 404 bila tidak ada; 409 bila sudah diputuskan.',
    auth: true, body: LeaveDecisionSchema, answer: HrMessageSchema, errors: [400, 401, 403, 404, 409, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const { id, decision, note } = await readBody(c, LeaveDecisionSchema);
    const approve = decision === 'approve';
    await decideLeave(services, { id, approve, note, decider: { employee: c.get('employee'), scope: 'company' } });
    await notifyLeaveDecided(services.db, services.notifier, id);
    return c.json({ message: approve ? LEAVE_MESSAGES.approved : LEAVE_MESSAGES.rejected });
  })

  .get('/leave/quotas', documented({
    summary: 'Konsol SDM: kuota setiap pegawai aktif untuk `year` dan jenis `type`: kuota Cuti Tahunan (`CUTI`, bawaan; 12 hari bila belum diatur) atau batas tahunan jenis lain (batas jenisnya untuk semua, atau yang diatur SDM untuk pegawai itu; `days` null: tanpa batas), dengan hari yang sudah disetujui (`used`) dan yang menunggu (`pending`).',
    auth: true, query: HrQuotaQuerySchema, answer: HrQuotaListSchema, errors: [400, 401, 403],
  }), async (c) => {
    const { db } = c.get('services');
    const { year, type: code } = readQuery(c, HrQuotaQuerySchema);
    const type = await leaveType(db, code);
    const employees = await db.selectFrom('employees').select(['id', 'name', 'nup']).where('active', '=', 1).orderBy('name').orderBy('id').execute();
    const quotas: HrQuota[] = [];
    for (const employee of employees) {
      if (type.uses_quota === 1) {
        const quota = await yearQuota(db, employee.id, year);
        quotas.push({ employee, year, leave_type_code: type.code, days: quota.kuota, used: quota.terpakai, pending: quota.menunggu });
      } else {
        const [cap, days] = await Promise.all([ownCap(db, employee.id, type.code, year), daysOfType(db, employee.id, type.code, year)]);
        quotas.push({ employee, year, leave_type_code: type.code, days: cap ?? type.yearly_cap, ...days });
      }
    }
    return c.json(quotas);
  })

  .post('/leave/quotas', documented({
    summary: 'Konsol SDM: mengatur kuota seorang pegawai untuk satu tahun dan jenis (`leave_type_code`, bawaan CUTI; 0-60 hari), tidak kurang dari yang sudah disetujui (400); pengajuan berikutnya mengikutinya. Tercatat di log audit. 404 bila pegawai tidak ada.',
    auth: true, body: HrQuotaRequestSchema, answer: HrMessageSchema, errors: [400, 401, 403, 404, 413, 415],
  }), async (c) => {
    const services = c.get('services');
    const { employee_id: employeeId, year, days, leave_type_code: code } = await readBody(c, HrQuotaRequestSchema);
    const type = await leaveType(services.db, code);
    if ((await requireAuthority(services.db, c.get('employee'), employeeId, 'company', 'leave.quota')) === null) throw new ApiError(404, HR_MESSAGES.notFound);
    // Locked like a request or a decision of this employee: the quota and what it has used are read together.
    await withEmployeeLocked(services, employeeId, async (trx) => {
      const quota = type.uses_quota === 1 ? await yearQuota(trx, employeeId, year) : null;
      const before = quota ? quota.kuota : ((await ownCap(trx, employeeId, type.code, year)) ?? type.yearly_cap);
      const used = quota ? quota.terpakai : (await daysOfType(trx, employeeId, type.code, year)).used;
      if (days < used) throw new ApiError(400, HR_MESSAGES.quotaBelowUsed(used));
      if (type.uses_quota === 1) {
        await trx.insertInto('leave_quotas').values({ employee_id: employeeId, year, days }).onConflict((conflict) => conflict.columns(['employee_id', 'year']).doUpdateSet({ days })).execute();
      } else {
        await trx
          .insertInto('leave_type_caps')
          .values({ employee_id: employeeId, leave_type_code: type.code, year, days })
          .onConflict((conflict) => conflict.columns(['employee_id', 'leave_type_code', 'year']).doUpdateSet({ days }))
          .execute();
      }
      await recordAudit(trx, { actorId: c.get('employee').id, action: 'leave.quota', entity: 'employee', entityId: employeeId, before: { year, leave_type_code: type.code, days: before }, after: { year, leave_type_code: type.code, days } }, services.now());
    });
    return c.json({ message: HR_MESSAGES.quotaSet });
  });
