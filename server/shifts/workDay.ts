import { effectiveTime } from '../attendance/verification';
import { DAY_STATUS, type DayStatus } from '../../src/domain/dayStatus';
import { attendanceStatus, leaveStatus } from '../attendance/status';
import { earlyMinutes, lateMinutes, type Shift, shiftOn, type WorkPlan } from './workPlan';

/** What a day needs of a clock-in or clock-out record. */
export interface WorkDayRecord {
  checked_at: string;
  recorded_at: string;
  verification: string;
  is_late: number;
  inside_office: number;
}

export interface WorkDayInput {
  plan: WorkPlan;
  date: string;
  /** The employee's first and last scheduled day (server/shifts/employment.ts): no absence outside them. */
  started: string;
  ended: string | null;
  now: Date;
  clockIn?: WorkDayRecord;
  clockOut?: WorkDayRecord;
  /** The code of approved leave covering the date, if any. */
  leaveType?: string;
}

/** One day of one employee as the history shows it and the recap counts it: the same code for both (docs/hr.md). */
export interface WorkDay {
  shift: Shift | null;
  /** A shift to work, within the employee's span of work. */
  scheduled: boolean;
  /** The history's status; null for a day off (or before the start) with nothing recorded. */
  status: DayStatus | null;
  /** A record of the day still waits for a person: it counts nowhere yet. */
  waiting: boolean;
  /** A clock-in that counts (verified, or accepted at receipt) — present. */
  present: boolean;
  outside: boolean;
  /** Minutes late of a counted late clock-in, from the shift's start (null: not late). */
  lateMinutes: number | null;
  /** Minutes before the shift's end of a counted clock-out (null: not early). */
  earlyMinutes: number | null;
  /** Approved leave counted on a scheduled day without a counted clock-in. */
  leaveType: string | null;
  /** A scheduled day whose shift has ended with no counted clock-in, no leave and nothing waiting. */
  absent: boolean;
}

/** Only what the server saw happen or a person approved counts (docs/decisions.md, "Trust"). */
const counts = (record: WorkDayRecord | undefined) => record !== undefined && (record.verification === 'verified' || record.verification === 'accepted_at_receipt');
const standing = (record: WorkDayRecord | undefined) => (record?.verification === 'rejected' ? undefined : record);

/** The status the day's records give (a rejected record is void); null when none stands. */
export function recordedStatus(shift: Shift | null, records: { clockIn?: WorkDayRecord; clockOut?: WorkDayRecord }): DayStatus | null {
  const clockIn = standing(records.clockIn);
  const clockOut = standing(records.clockOut);
  if (!clockIn && !clockOut) return null;
  const early = shift !== null && clockOut !== undefined && earlyMinutes(shift, Date.parse(effectiveTime(clockOut))) > 0;
  return attendanceStatus({ clockIn, clockOut: clockOut && { early, verification: clockOut.verification } });
}

export function workDay(input: WorkDayInput): WorkDay {
  const shift = shiftOn(input.plan, input.date);
  const employed = input.date >= input.started && (input.ended === null || input.date <= input.ended);
  const scheduled = shift !== null && employed;
  const waiting = standing(input.clockIn)?.verification === 'pending' || standing(input.clockOut)?.verification === 'pending';
  const recorded = recordedStatus(shift, input);
  const ended = shift !== null && input.now.getTime() >= shift.end;

  // Outside the employment's dates nothing counts, even a record made before HR set them (docs/hr.md, "Start and end dates").
  const present = employed && counts(input.clockIn);
  const countedLate = present && input.clockIn!.is_late === 1 && shift !== null ? lateMinutes(shift, Date.parse(effectiveTime(input.clockIn!))) : 0;
  const countedEarly = scheduled && counts(input.clockOut) ? earlyMinutes(shift!, Date.parse(effectiveTime(input.clockOut!))) : 0;
  const leaveType = scheduled && !present && !waiting ? (input.leaveType ?? null) : null;
  const absent = scheduled && ended && !present && !waiting && leaveType === null;

  const status =
    recorded && recorded !== DAY_STATUS.notYet ? recorded
    : input.leaveType ? leaveStatus(input.leaveType)
    : !scheduled ? null
    : absent ? DAY_STATUS.absent
    : DAY_STATUS.notYet;
  return {
    shift,
    scheduled,
    status,
    waiting,
    present,
    outside: present && input.clockIn!.inside_office === 0,
    lateMinutes: present && input.clockIn!.is_late === 1 ? countedLate : null,
    earlyMinutes: countedEarly > 0 ? countedEarly : null,
    leaveType,
    absent,
  };
}
