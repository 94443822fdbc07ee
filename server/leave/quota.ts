import type { Kysely } from 'kysely';
import { LeaveStatus } from '../../src/contract/schemas';
import type { Database } from '../db/types';

/** Days a year when HR has set no quota of its own for the employee (the legal minimum of annual leave). */
export const DEFAULT_YEARLY_QUOTA = 12;

export interface YearQuota {
  tahun: number;
  kuota: number;
  /** Working days of approved requests. */
  terpakai: number;
  /** Working days of pending requests. */
  menunggu: number;
  /** The quota less approved requests (docs/product.md §3's akhir_sisa_kuota). */
  akhir_sisa_kuota: number;
}

/** The employee's quota of one year, counted in working days of requests of quota types starting that year. */
export async function yearQuota(db: Kysely<Database>, employeeId: number, year: number, excludeRequestId?: number): Promise<YearQuota> {
  const [quota, used] = await Promise.all([
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
  ]);
  const daysWith = (status: string) => Number(used.find((row) => row.status === status)?.days ?? 0);
  const kuota = quota?.days ?? DEFAULT_YEARLY_QUOTA;
  const terpakai = daysWith('1');
  return { tahun: year, kuota, terpakai, menunggu: daysWith('0'), akhir_sisa_kuota: kuota - terpakai };
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
