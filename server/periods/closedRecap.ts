import type { Kysely } from 'kysely';
import type { Recap, RecapRow } from '../../src/contract/hr';
import type { Database } from '../db/types';
import { monthlyRecap, type RecapScope } from '../recap/monthlyRecap';
import { teamQuery } from '../shifts/team';
import { storedRecap } from './closing';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Each figure of the totals row summed over these rows. */
function totalsOf(rows: RecapRow[], template: Recap['totals']): Recap['totals'] {
  const sum = (pick: (row: RecapRow) => number) => round2(rows.reduce((total, row) => total + pick(row), 0));
  const figures = Object.keys(template).filter((key) => key !== 'leave_days') as (keyof Omit<Recap['totals'], 'leave_days'>)[];
  return {
    ...Object.fromEntries(figures.map((key) => [key, sum((row) => row[key])])),
    leave_days: Object.fromEntries(Object.keys(template.leave_days).map((code) => [code, sum((row) => row.leave_days[code] ?? 0)])),
  } as Recap['totals'];
}

/**
 * The recap a period's figures are paid from: counted now while the period is open; once closed, the one stored at
 * the close, with its files byte for byte. An office's or department's part of a closed period is the stored rows of
 * the employees it names, with their totals (its files made from them; no daily chart: days were counted company-wide).
 */
export async function periodRecap(db: Kysely<Database>, scope: RecapScope, now: Date): Promise<{ recap: Recap; files: { csv: string; xlsx: Buffer } | null }> {
  const stored = await storedRecap(db, scope.period);
  if (!stored) return { recap: await monthlyRecap(db, scope, now), files: null };
  const { recap, csv, xlsx } = stored;
  if (scope.officeId === undefined && !scope.department) return { recap, files: { csv, xlsx } };
  const members = new Set((await teamQuery(db, scope, recap.from, recap.to).execute()).map((employee) => employee.id));
  const rows = recap.rows.filter((row) => members.has(row.employee_id));
  const adjustments = recap.adjustments.filter((adjustment) => members.has(adjustment.employee_id));
  const totals = totalsOf(rows, recap.totals);
  return { recap: { ...recap, rows, totals, pending_records: totals.pending_records, days: [], adjustments }, files: null };
}
