import type { Kysely } from 'kysely';
import type { PayrollCode, PayrollEmployeeSheet, PayrollFigureDay, PayrollSheet } from '../../src/contract/payroll';
import type { Database } from '../db/types';
import { overtimeHoursByMultiplier } from '../recap/overtimePay';
import { type CountedDay, employeePeriod, type Period, type PeriodRecord, type PeriodScope, readPeriod } from '../recap/periodDays';
import { readSettings } from '../settings/companySettings';
import { lateRecords } from '../periods/adjustments';

/** The overtime multipliers of PP 35/2021 (server/recap/overtimePay.ts) and the code of the hours paid at each. */
const OVERTIME_CODES: [multiplier: number, code: string][] = [
  [1.5, 'LEMBUR15'],
  [2, 'LEMBUR2'],
  [3, 'LEMBUR3'],
  [4, 'LEMBUR4'],
];

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The three limits HR sets: the last minute of bands 1 to 3; band 4 is above the third. */
type BandLimits = [number, number, number];

const bandOf = (minutes: number, limits: BandLimits) => {
  const index = limits.findIndex((limit) => minutes <= limit);
  return index === -1 ? 4 : index + 1;
};

const bandWords = (band: number, limits: BandLimits) => {
  const lowest = band === 1 ? 1 : limits[band - 2]! + 1;
  return band === 4 ? `lebih dari ${limits[2]} menit` : `${lowest}–${limits[band - 1]} menit`;
};

/** The sheet's codes, in its order (docs/hr.md, "Payroll sheet"). */
function sheetCodes(leaveTypes: { code: string; label: string }[], limits: BandLimits): PayrollCode[] {
  const day = (code: string, label: string): PayrollCode => ({ code, label, unit: 'hari' });
  const bands = (prefix: string, words: string) => [1, 2, 3, 4].map((band) => day(`${prefix}${band}`, `${words} ${bandWords(band, limits)}`));
  return [
    day('HK', 'Hari kerja'),
    day('H', 'Hadir'),
    day('ALPA', 'Tidak hadir tanpa izin'),
    ...bands('TL', 'Terlambat'),
    ...bands('PSW', 'Pulang cepat'),
    ...leaveTypes.map((type) => day(type.code, type.label)),
    ...OVERTIME_CODES.map(([multiplier, code]): PayrollCode => ({ code, label: `Lembur ×${String(multiplier).replace('.', ',')}`, unit: 'jam' })),
    day('MALAM', 'Shift malam'),
    day('KOREKSI', 'Hadir lewat koreksi'),
  ];
}

type RecordRef = PayrollFigureDay['records'][number];
const attendanceRefs = (...records: (PeriodRecord | undefined)[]): RecordRef[] =>
  records.filter((record): record is PeriodRecord => record !== undefined).map((record) => ({ kind: 'attendance', id: record.id }));

/** Made by HR or through an approved correction request, or corrected by HR afterwards (docs/hr.md, "Corrections"). */
const isCorrected = (record: PeriodRecord | undefined) => record !== undefined && (record.source !== 'app' || record.corrected_at !== null);
const counts = (record: PeriodRecord | undefined) => record?.verification === 'verified' || record?.verification === 'accepted_at_receipt';

/** The codes one counted day adds to, each with what it adds and the records it counts. */
function dayFigures({ date, day, records, leave }: CountedDay, limits: BandLimits): [code: string, entry: PayrollFigureDay][] {
  const entry = (refs: RecordRef[], minutes: number | null = null): PayrollFigureDay => ({ date, value: 1, minutes, records: refs });
  const figures: [string, PayrollFigureDay][] = [];
  // As the monthly recap: a scheduled day is a work day once it has an outcome.
  if (day.scheduled && (day.present || day.absent || day.waiting || day.leaveType !== null)) {
    figures.push(['HK', entry(day.leaveType && leave ? [{ kind: 'leave_request', id: leave.id }] : attendanceRefs(records.in, records.out))]);
  }
  if (day.present) figures.push(['H', entry(attendanceRefs(records.in))]);
  if (day.absent) figures.push(['ALPA', entry([])]);
  if (day.lateMinutes !== null) figures.push([`TL${bandOf(day.lateMinutes, limits)}`, entry(attendanceRefs(records.in), day.lateMinutes)]);
  if (day.earlyMinutes !== null) figures.push([`PSW${bandOf(day.earlyMinutes, limits)}`, entry(attendanceRefs(records.out), day.earlyMinutes)]);
  if (day.leaveType && leave) figures.push([day.leaveType, entry([{ kind: 'leave_request', id: leave.id }])]);
  // A shift that ends on the next day (its end time at or before its start).
  if (day.present && day.shift && day.shift.end_time <= day.shift.start_time) figures.push(['MALAM', entry(attendanceRefs(records.in))]);
  const corrected = [records.in, records.out].filter((record) => counts(record) && isCorrected(record));
  if (day.present && corrected.length > 0) figures.push(['KOREKSI', entry(attendanceRefs(...corrected))]);
  return figures;
}

interface EmployeeFigures {
  employee: Period['employees'][number];
  days: Map<string, PayrollFigureDay[]>;
}

async function sheetOf(db: Kysely<Database>, scope: PeriodScope, now: Date) {
  const [period, settings] = await Promise.all([readPeriod(db, scope, now), readSettings(db)]);
  const limits: BandLimits = [settings.late_early_band_1_minutes, settings.late_early_band_2_minutes, settings.late_early_band_3_minutes];
  const codes = sheetCodes(period.leaveTypes, limits);
  const employees: EmployeeFigures[] = period.employees.map((employee) => {
    const counted = employeePeriod(period, employee, now);
    const days = new Map<string, PayrollFigureDay[]>(codes.map((code) => [code.code, []]));
    const add = (code: string, entry: PayrollFigureDay) => days.get(code)?.push(entry);
    for (const day of counted.days) for (const [code, entry] of dayFigures(day, limits)) add(code, entry);
    for (const overtime of counted.overtime) {
      for (const part of overtimeHoursByMultiplier(overtime.minutes, overtime.payDay)) {
        const code = OVERTIME_CODES.find(([multiplier]) => multiplier === part.multiplier)![1];
        add(code, { date: overtime.date, value: round2(part.hours), minutes: overtime.minutes, records: overtime.recordIds.map((id) => ({ kind: 'overtime', id })) });
      }
    }
    return { employee, days };
  });
  const head = { period: scope.period, from: period.from, to: period.to, counted_until: period.countedUntil, generated_at: now.toISOString(), codes };
  return { head, employees };
}

const total = (entries: PayrollFigureDay[]) => round2(entries.reduce((sum, entry) => sum + entry.value, 0));

/**
 * The payroll sheet of a period (docs/hr.md, "Payroll sheet"): per employee, each code's figure, from the same days
 * and records the monthly recap counts (server/recap/periodDays.ts).
 */
export async function payrollSheet(db: Kysely<Database>, period: string, now: Date): Promise<PayrollSheet> {
  const { head, employees } = await sheetOf(db, { period }, now);
  return {
    ...head,
    adjustments: await lateRecords(db, {}, head.from, head.to),
    rows: employees.map(({ employee, days }) => ({
      employee_id: employee.id,
      nup: employee.nup,
      name: employee.name,
      department: employee.department,
      figures: Object.fromEntries([...days].map(([code, entries]) => [code, total(entries)])),
    })),
  };
}

/** One employee's sheet, each figure with the days and records it counts; null when the period has no such employee. */
export async function employeePayrollSheet(db: Kysely<Database>, period: string, employeeId: number, now: Date): Promise<PayrollEmployeeSheet | null> {
  const { head, employees } = await sheetOf(db, { period, employeeId }, now);
  const [own] = employees;
  if (!own) return null;
  return {
    ...head,
    employee: { id: own.employee.id, nup: own.employee.nup, name: own.employee.name, department: own.employee.department },
    figures: head.codes.map((code) => {
      const days = own.days.get(code.code) ?? [];
      return { ...code, value: total(days), days };
    }),
  };
}
