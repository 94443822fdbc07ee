import { describe, expect, it } from 'vitest';
import type { ShiftTimes } from '../../src/contract/shifts';
import { earlyMinutes, isLateAt, lateMinutes, shiftAt, shiftOn, type WorkPlan, workDateAt } from '../../server/shifts/workPlan';
import { fromLocal } from '../../server/shifts/zones';

// Expectations from issue 39: three rotating shifts, Pagi 07–15, Siang 15–23, Malam 23–07 crossing midnight.
const PAGI: ShiftTimes = { code: 'P', name: 'Pagi', start_time: '07:00', end_time: '15:00', grace_minutes: 0 };
const SIANG: ShiftTimes = { code: 'S', name: 'Siang', start_time: '15:00', end_time: '23:00', grace_minutes: 0 };
const MALAM: ShiftTimes = { code: 'M', name: 'Malam', start_time: '23:00', end_time: '07:00', grace_minutes: 0 };
const OFFICE_HOURS = { start_time: '07:30', end_time: '16:00', grace_minutes: 5, work_days: '1,2,3,4,5' };

/** Monday 23 November 2026 starts the cycle P P S S M M - -. */
const rotating = (overrides: Partial<WorkPlan> = {}): WorkPlan => ({
  zone: 'WIB',
  weekly: OFFICE_HOURS,
  roster: { start_date: '2026-11-23', cycle: [PAGI, PAGI, SIANG, SIANG, MALAM, MALAM, null, null] },
  swaps: new Map(),
  holidays: new Set(),
  ...overrides,
});
const weekly = (overrides: Partial<WorkPlan> = {}): WorkPlan => ({ zone: 'WIB', weekly: OFFICE_HOURS, roster: null, swaps: new Map(), holidays: new Set(), ...overrides });
const wib = (date: string, time: string) => fromLocal(date, time, 'WIB');

describe('a rotating roster', () => {
  it('repeats its cycle from its start date, days off included, before and after it', () => {
    const names = ['2026-11-23', '2026-11-25', '2026-11-27', '2026-11-29', '2026-12-01', '2026-11-22'].map((date) => shiftOn(rotating(), date)?.name ?? null);
    expect(names).toEqual(['Pagi', 'Siang', 'Malam', null, 'Pagi', null]);
  });

  it('keeps a night shift from 22:58 to 07:05 the next day as one on-time shift of its first date', () => {
    const plan = rotating();
    const clockIn = wib('2026-11-27', '22:58');
    const clockOut = wib('2026-11-28', '07:05');
    expect(workDateAt(plan, clockIn, 'in')).toBe('2026-11-27');
    expect(workDateAt(plan, clockOut, 'out')).toBe('2026-11-27');
    expect(isLateAt(plan, clockIn)).toBe(false);
    const shift = shiftOn(plan, '2026-11-27')!;
    expect(earlyMinutes(shift, clockOut.getTime())).toBe(0);
    expect(shift.end - shift.start).toBe(8 * 3_600_000);
  });

  it('measures late and early against the shift', () => {
    const plan = rotating();
    expect(isLateAt(plan, wib('2026-11-27', '23:00'))).toBe(false);
    expect(isLateAt(plan, wib('2026-11-27', '23:01'))).toBe(true);
    expect(lateMinutes(shiftOn(plan, '2026-11-27')!, wib('2026-11-27', '23:17').getTime())).toBe(17);
    expect(isLateAt(plan, wib('2026-11-25', '15:10'))).toBe(true);
    expect(earlyMinutes(shiftOn(plan, '2026-11-27')!, wib('2026-11-28', '06:20').getTime())).toBe(40);
    expect(earlyMinutes(shiftOn(plan, '2026-11-25')!, wib('2026-11-25', '22:00').getTime())).toBe(60);
  });

  it('gives a clock-in at a shift change to the starting shift and a clock-out to the ending one', () => {
    // 28 Nov is Malam after 27 Nov's Malam: the 07:00 change belongs to two shifts at once.
    const plan = rotating();
    expect(workDateAt(plan, wib('2026-11-28', '06:55'), 'out')).toBe('2026-11-27');
    expect(workDateAt(plan, wib('2026-11-28', '22:50'), 'in')).toBe('2026-11-28');
    // A day off: a record is kept under its own calendar date, never late.
    expect(workDateAt(plan, wib('2026-11-30', '10:00'), 'in')).toBe('2026-11-30');
    expect(isLateAt(plan, wib('2026-11-30', '10:00'))).toBe(false);
  });

  it('follows a one-off swap instead of the cycle, a day off included', () => {
    const plan = rotating({ swaps: new Map([['2026-11-23', SIANG], ['2026-11-24', null]]) });
    expect(shiftOn(plan, '2026-11-23')?.name).toBe('Siang');
    expect(isLateAt(plan, wib('2026-11-23', '14:55'))).toBe(false);
    expect(isLateAt(plan, wib('2026-11-23', '15:20'))).toBe(true);
    expect(shiftOn(plan, '2026-11-24')).toBeNull();
  });

  it('keeps its shifts on holidays (a plant runs on them)', () => {
    expect(shiftOn(rotating({ holidays: new Set(['2026-11-23']) }), '2026-11-23')?.name).toBe('Pagi');
  });
});

describe('a weekly schedule', () => {
  it('is late only after start plus grace, on a work day, never on a holiday', () => {
    expect(isLateAt(weekly(), wib('2026-11-23', '07:35:00'))).toBe(false);
    expect(isLateAt(weekly(), wib('2026-11-23', '07:35:01'))).toBe(true);
    expect(isLateAt(weekly(), wib('2026-11-21', '10:00'))).toBe(false);
    expect(isLateAt(weekly({ holidays: new Set(['2026-11-23']) }), wib('2026-11-23', '09:00'))).toBe(false);
  });

  it('leaves early before the end time', () => {
    const shift = shiftOn(weekly(), '2026-11-23')!;
    expect(earlyMinutes(shift, wib('2026-11-23', '15:59').getTime())).toBe(1);
    expect(earlyMinutes(shift, wib('2026-11-23', '16:00').getTime())).toBe(0);
  });

  it('keeps a late-evening clock-out on its own date', () => {
    expect(workDateAt(weekly(), wib('2026-11-23', '23:30'), 'out')).toBe('2026-11-23');
    expect(shiftAt(weekly(), wib('2026-11-24', '01:00'), 'out')).toBeNull();
  });
});

describe("an office's time zone", () => {
  it('is late at its own 07:31 in WITA, which is 06:31 in Jakarta', () => {
    const plan = weekly({ zone: 'WITA', weekly: { ...OFFICE_HOURS, grace_minutes: 0 } });
    expect(isLateAt(plan, fromLocal('2026-11-23', '07:30', 'WITA'))).toBe(false);
    expect(isLateAt(plan, fromLocal('2026-11-23', '07:31', 'WITA'))).toBe(true);
    expect(fromLocal('2026-11-23', '07:31', 'WITA').toISOString()).toBe('2026-11-22T23:31:00.000Z');
    expect(isLateAt(weekly({ weekly: { ...OFFICE_HOURS, grace_minutes: 0 } }), fromLocal('2026-11-23', '07:31', 'WITA'))).toBe(false);
  });

  it('dates a record by the office clock: 23:30 WIB is the next day in WIT', () => {
    const instant = wib('2026-11-23', '23:30');
    expect(workDateAt(weekly({ zone: 'WIT' }), instant, 'in')).toBe('2026-11-24');
    expect(workDateAt(weekly(), instant, 'in')).toBe('2026-11-23');
  });
});
