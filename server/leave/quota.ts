import type { Kysely } from 'kysely';
import { LeaveStatus } from '../../src/contract/schemas';
import type { Database } from '../db/types';
import { readSetting } from '../settings/companySettings';
import { loadWorkPlan } from '../shifts/loadWorkPlan';
import { employmentSpan } from '../shifts/employment';
import { shiftOn } from '../shifts/workPlan';

/** Days a year when HR has set no quota of its own for the employee (the legal minimum of annual leave). */
export const DEFAULT_YEARLY_QUOTA = 12;

export interface YearQuota {
  tahun: number;
  kuota: number;
  /** Working days of approved requests, and the cuti bersama taken from the quota. */
  terpakai: number;
  /** Cuti bersama days taken from the quota (HR's setting; docs/hr.md, "Holidays"). */
  cuti_bersama: number;
  /** Working days of pending requests. */
  menunggu: number;
  /** The quota less approved requests (docs/product.md §3's akhir_sisa_kuota). */
  akhir_sisa_kuota: number;
}

/** The employee's quota of one year, counted in working days of requests of quota types starting that year. */
export async function yearQuota(db: Kysely<Database>, employeeId: number, year: number, excludeRequestId?: number): Promise<YearQuota> {
  const [quota, used, cutiBersama] = await Promise.all([
    db.selectFrom('leave_quotas').select('days').where('employee_id', '=', employeeId).where('year', '=', year).executeTakeFirst(),
    db
      .selectFrom('leave_requests as r')
      .innerJoin('leave_types as t', 't.code', 'r.leave_type_code')
      .select(['r.status', (eb) => eb.fn.sum<number>('r.working_days').as('days')])
      .where('r.employee_id', '=', employeeId)
      .where('t.uses_quota', '=', 1)
      .where('r.status', 'in', ['0', '1'])
      .where('r.start_date', '>=', `${year}-01-01`)
      .where('r.start_date', '<=', `${year}-12-31`)
      .$if(excludeRequestId !== undefined, (query) => query.where('r.id', '!=', excludeRequestId!))
      .groupBy('r.status')
      .execute(),
    cutiBersamaTaken(db, employeeId, year),
  ]);
  const daysWith = (status: string) => Number(used.find((row) => row.status === status)?.days ?? 0);
  const kuota = quota?.days ?? DEFAULT_YEARLY_QUOTA;
  const terpakai = daysWith('1') + cutiBersama;
  return { tahun: year, kuota, terpakai, cuti_bersama: cutiBersama, menunggu: daysWith('0'), akhir_sisa_kuota: kuota - terpakai };
}

/**
 * The year's cuti bersama days taken from the employee's Cuti quota when HR says so: those the employee's own week
 * would have worked but for the cuti bersama, within the employment as the recap reads it (server/shifts/employment.ts;
 * a roster's plant runs on them: none taken; a swap to work that day: not taken). All of the year's, so that the quota
 * left is what can still be planned.
 */
async function cutiBersamaTaken(db: Kysely<Database>, employeeId: number, year: number): Promise<number> {
  if ((await readSetting(db, 'cuti_bersama_uses_quota')) !== 1) return 0;
  const [days, employee, firstRecord] = await Promise.all([
    db.selectFrom('holidays').select('date').where('kind', '=', 'cuti_bersama').where('date', '>=', `${year}-01-01`).where('date', '<=', `${year}-12-31`).execute(),
    db.selectFrom('employees').select(['start_date', 'end_date', 'created_at']).where('id', '=', employeeId).executeTakeFirst(),
    db.selectFrom('attendance').select((eb) => eb.fn.min<string>('work_date').as('date')).where('employee_id', '=', employeeId).executeTakeFirst(),
  ]);
  if (days.length === 0 || !employee) return 0;
  const plan = await loadWorkPlan(db, employeeId, `${year}-01-01`, `${year}-12-31`);
  const { started, ended } = employmentSpan(employee, plan, firstRecord?.date ?? null);
  const withoutHolidays = { ...plan, holidays: new Set<string>() };
  const employed = (date: string) => started <= date && (ended === null || date <= ended);
  return days.filter(({ date }) => employed(date) && shiftOn(plan, date) === null && shiftOn(withoutHolidays, date) !== null).length;
}

/** The employee's working days of each leave type in a year: approved, and pending (the approver's inbox). */
export async function yearTotals(db: Kysely<Database>, employeeId: number, year: number) {
  const rows = await db
    .selectFrom('leave_requests as r')
    .innerJoin('leave_types as t', 't.code', 'r.leave_type_code')
    .select(['r.leave_type_code', 't.label', 'r.status', (eb) => eb.fn.sum<number>('r.working_days').as('days')])
    .where('r.employee_id', '=', employeeId)
    .where('r.status', 'in', [LeaveStatus.pending, LeaveStatus.accepted])
    .where('r.start_date', '>=', `${year}-01-01`)
    .where('r.start_date', '<=', `${year}-12-31`)
    .groupBy(['r.leave_type_code', 't.label', 'r.status'])
    .orderBy('t.label')
    .execute();
  const totals = new Map<string, { reason_code: string; reason: string; days: number; pending_days: number }>();
  for (const row of rows) {
    const total = totals.get(row.leave_type_code) ?? { reason_code: row.leave_type_code, reason: row.label, days: 0, pending_days: 0 };
    if (row.status === LeaveStatus.accepted) total.days += Number(row.days);
    else total.pending_days += Number(row.days);
    totals.set(row.leave_type_code, total);
  }
  return [...totals.values()];
}
