/**
 * The recap's invariant (issue 48: "for every row, every kind of employee (weekly schedule, roster, night shift,
 * starting or leaving mid-period, swaps, holidays, leave, pending records): hari kerja = hadir on scheduled days +
 * tidak hadir + every leave column + days still waiting, and the same for the totals. Tested as a property over
 * generated months … on both databases"). Each generated month is one new employee in a department of its own, with
 * a random plan, office zone, employment dates, holidays, swaps, leave and records, recapped at a random moment.
 * Besides the invariant, 'Hadir' is checked against a count made here from the generated records themselves: the
 * dates up to the counted day, within the employment's start and end dates, with a clock-in that counts (verified, or
 * accepted at receipt).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/contract/calendar';
import type { RecapRow } from '../../src/contract/hr';
import { monthlyRecap } from '../../server/recap/monthlyRecap';
import { fromJakarta } from '../../server/time';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const PERIOD = '202611';
const DAYS = Array.from({ length: 30 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
const VERIFICATIONS = ['verified', 'pending', 'accepted_at_receipt', 'rejected'] as const;
const SHIFTS = [
  { code: 'P', name: 'Pagi', start_time: '07:00', end_time: '15:00', grace_minutes: 5 },
  { code: 'S', name: 'Siang', start_time: '15:00', end_time: '23:00', grace_minutes: 0 },
  { code: 'M', name: 'Malam', start_time: '23:00', end_time: '07:00', grace_minutes: 0 },
];

const day = fc.constantFrom(...DAYS);
const month = fc.record({
  zone: fc.constantFrom('WIB', 'WITA', 'WIT'),
  plan: fc.oneof(
    fc.record({ kind: fc.constant('weekly' as const), workDays: fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }), start: fc.constantFrom('07:30', '08:00', '22:00') }),
    fc.record({ kind: fc.constant('roster' as const), cycle: fc.array(fc.constantFrom('P', 'S', 'M', '-'), { minLength: 2, maxLength: 8 }), start: fc.constantFrom('2026-10-01', '2026-11-03') }),
  ),
  startDate: fc.option(day, { nil: null }),
  endDate: fc.option(day, { nil: null }),
  holidays: fc.uniqueArray(day, { maxLength: 3 }),
  swaps: fc.uniqueArray(fc.record({ date: day, shift: fc.option(fc.constantFrom(...SHIFTS), { nil: null }) }), { selector: (swap) => swap.date, maxLength: 3 }),
  leaves: fc.array(fc.record({ start: day, length: fc.integer({ min: 1, max: 4 }), type: fc.constantFrom('CUTI', 'SAKIT', 'DINAS', 'IZIN') }), { maxLength: 3 }),
  records: fc.uniqueArray(
    fc.record({ date: day, direction: fc.constantFrom('in', 'out'), verification: fc.constantFrom(...VERIFICATIONS), hour: fc.integer({ min: 0, max: 23 }) }),
    { selector: (record) => `${record.date}/${record.direction}`, maxLength: 40 },
  ),
  now: fc.oneof(day.map((date) => fromJakarta(date, '12:00')), fc.constant(fromJakarta('2026-12-05', '09:00'))),
});

describe(`the recap adds up, for any month (${databaseKind})`, () => {
  let server: TestServer;
  let run = 0;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('hari kerja = hadir on work days + tidak hadir + every leave column + days waiting, per row and in total', async () => {
    const { db } = server.services;
    await fc.assert(
      fc.asyncProperty(month, async (generated) => {
        run += 1;
        const department = `Uji Invarian ${run}`;
        const { id: departmentId } = await db.insertInto('departments').values({ name: department }).returning('id').executeTakeFirstOrThrow();
        const { id: officeId } = await db.insertInto('offices').values({ name: `Kantor ${run}`, address: null, latitude: -7, longitude: 110, radius_m: 100, time_zone: generated.zone }).returning('id').executeTakeFirstOrThrow();
        let scheduleId: number | null = null;
        let rosterId: number | null = null;
        if (generated.plan.kind === 'weekly') {
          const end = generated.plan.start === '22:00' ? '06:00' : '16:00';
          ({ id: scheduleId } = await db.insertInto('work_schedules').values({ name: `Jadwal ${run}`, start_time: generated.plan.start, end_time: end, grace_minutes: 0, work_days: generated.plan.workDays.join(',') }).returning('id').executeTakeFirstOrThrow());
        } else {
          ({ id: rosterId } = await db
            .insertInto('rosters')
            .values({ name: `Pola ${run}`, start_date: generated.plan.start, shifts: JSON.stringify(SHIFTS), cycle: generated.plan.cycle.join(','), created_at: '2026-09-01T00:00:00.000Z' })
            .returning('id')
            .executeTakeFirstOrThrow());
        }
        const [startDate, endDate] = generated.startDate && generated.endDate && generated.endDate < generated.startDate ? [generated.endDate, generated.startDate] : [generated.startDate, generated.endDate];
        const { id: employeeId } = await db
          .insertInto('employees')
          .values({
            username: `invarian.${run}.${databaseKind}`, password_hash: 'x', nup: `INV-${run}`, name: `Invarian ${run}`, position: 'Operator', position_level: 2,
            department_id: departmentId, sub_department_id: null, office_id: officeId, supervisor_id: null, schedule_id: scheduleId, roster_id: rosterId, photo_file_id: null,
            birth_place: null, birth_date: null, contact: null, address: null, married_status: null, blood_type: null, religion: null, last_education: null, entry_date: null,
            grade: null, grade_date: null, dependent_children: null, created_at: '2026-09-01T00:00:00.000Z', start_date: startDate, end_date: endDate,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const holiday of generated.holidays) {
          await db.insertInto('holidays').values({ date: holiday, name: 'Libur uji', kind: 'company' }).onConflict((conflict) => conflict.column('date').doNothing()).execute();
        }
        for (const swap of generated.swaps) {
          await db.insertInto('shift_swaps').values({ employee_id: employeeId, date: swap.date, shift: swap.shift && JSON.stringify(swap.shift), created_by: null, created_at: '2026-09-01T00:00:00.000Z' }).execute();
        }
        for (const leave of generated.leaves) {
          await db
            .insertInto('leave_requests')
            .values({ employee_id: employeeId, leave_type_code: leave.type, start_date: leave.start, end_date: addDays(leave.start, leave.length - 1), description: 'Uji', attachment: null, status: '1', created_at: '2026-09-01T00:00:00.000Z', working_days: leave.length, decided_by: null, decided_at: null, decision_note: null, cancelled_at: null, idempotency_key: null })
            .execute();
        }
        for (const record of generated.records) {
          const at = fromJakarta(record.date, `${String(record.hour).padStart(2, '0')}:00`).toISOString();
          await db
            .insertInto('attendance')
            .values({
              employee_id: employeeId, work_date: record.date, direction: record.direction, checked_at: at, recorded_at: at, inside_office: 1, latitude: -7, longitude: 110, office_id: officeId,
              distance_m: 0, is_late: 0, anomaly: null, face_file_id: null, location_file_id: null, letter_file_id: null, device_token: null, idempotency_key: null,
              verification: record.verification, flags: '', device_id: null, decided_by: null, decided_at: null, decision_note: null, accuracy_m: null, check_nonce: null,
            })
            .execute();
        }

        const recap = await monthlyRecap(db, { period: PERIOD, department }, generated.now);
        const adds = (figures: Omit<RecapRow, 'employee_id' | 'nup' | 'name' | 'department'>) =>
          figures.scheduled_days ===
          figures.present_days - figures.off_day_present_days + figures.absent_days + Object.values(figures.leave_days).reduce((sum, days) => sum + days, 0) + figures.waiting_days;
        expect(recap.rows).toHaveLength(startDate && startDate > recap.to ? 0 : 1);
        for (const row of recap.rows) expect(adds(row), JSON.stringify(row)).toBe(true);
        expect(adds(recap.totals)).toBe(true);
        const employed = (date: string) => (!startDate || date >= startDate) && (!endDate || date <= endDate);
        const counted = generated.records.filter(
          (record) => record.direction === 'in' && (record.verification === 'verified' || record.verification === 'accepted_at_receipt') && record.date <= recap.counted_until && employed(record.date),
        );
        if (recap.rows[0]) expect(recap.rows[0].present_days).toBe(counted.length);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
