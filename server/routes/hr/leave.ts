import { Hono } from 'hono';
import { sql } from 'kysely';
import { type HrLeaveItem, HrLeaveQuerySchema, type HrQuota, HrQuotaQuerySchema, HrQuotaRequestSchema } from '../../../src/contract/hr';
import { LeaveDecisionSchema } from '../../../src/contract/schemas';
import { HR_MESSAGES } from '../../../src/domain/roles';
import { recordAudit } from '../../audit/auditLog';
import { fileUrl } from '../../files/urls';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { requireEmployee } from '../../http/requireEmployee';
import { requireHr } from '../../http/requireHr';
import { readBody, readQuery } from '../../http/validate';
import { yearQuota } from '../../leave/quota';
import { decideLeave, LEAVE_MESSAGES, withEmployeeLocked } from '../../leave/requests';
import { notifyLeaveDecided } from '../../push/notifications';
import { monthOf } from '../../shifts/calendar';

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** HR's leave (docs/hr.md, "Leave"): every request, decided by HR when needed (audited), and yearly quotas. */
export const hrLeaveRoutes = new Hono<AppEnv>()
  .get('/hr/leave', requireEmployee, requireHr, async (c) => {
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

  .post('/hr/leave/decide', requireEmployee, requireHr, async (c) => {
    const services = c.get('services');
    const { id, decision, note } = await readBody(c, LeaveDecisionSchema);
    const approve = decision === 'approve';
    await decideLeave(services, { id, approve, note, decider: { employee: c.get('employee'), scope: 'company' } });
    await notifyLeaveDecided(services.db, services.notifier, id);
    return c.json({ message: approve ? LEAVE_MESSAGES.approved : LEAVE_MESSAGES.rejected });
  })

  .get('/hr/leave/quotas', requireEmployee, requireHr, async (c) => {
    const { db } = c.get('services');
    const { year } = readQuery(c, HrQuotaQuerySchema);
    const employees = await db.selectFrom('employees').select(['id', 'name', 'nup']).where('active', '=', 1).orderBy('name').orderBy('id').execute();
    const quotas: HrQuota[] = [];
    for (const employee of employees) {
      const quota = await yearQuota(db, employee.id, year);
      quotas.push({ employee, year, days: quota.kuota, used: quota.terpakai, pending: quota.menunggu });
    }
    return c.json(quotas);
  })

  .post('/hr/leave/quotas', requireEmployee, requireHr, async (c) => {
    const services = c.get('services');
    const { employee_id: employeeId, year, days } = await readBody(c, HrQuotaRequestSchema);
    if (!(await services.db.selectFrom('employees').select('id').where('id', '=', employeeId).executeTakeFirst())) throw new ApiError(404, HR_MESSAGES.notFound);
    // Locked like a request or a decision of this employee: the quota and what it has used are read together.
    await withEmployeeLocked(services, employeeId, async (trx) => {
      const quota = await yearQuota(trx, employeeId, year);
      if (days < quota.terpakai) throw new ApiError(400, HR_MESSAGES.quotaBelowUsed(quota.terpakai));
      await trx
        .insertInto('leave_quotas')
        .values({ employee_id: employeeId, year, days })
        .onConflict((conflict) => conflict.columns(['employee_id', 'year']).doUpdateSet({ days }))
        .execute();
      await recordAudit(trx, { actorId: c.get('employee').id, action: 'leave.quota', entity: 'employee', entityId: employeeId, before: { year, days: quota.kuota }, after: { year, days } }, services.now());
    });
    return c.json({ message: HR_MESSAGES.quotaSet });
  });
