import { DAY_STATUS, type DayStatus } from '../../src/domain/dayStatus';

export interface DayRecords {
  clockIn?: { is_late: number; inside_office: number; verification: string };
  clockOut?: { early: boolean; verification: string };
}

/**
 * One status per day: a record that waits for a person wins (nothing counts before a decision), then late over
 * leaving early, over outside the office, over present. A rejected record is void, as if never made.
 */
export function attendanceStatus(records: DayRecords): DayStatus {
  const clockIn = records.clockIn?.verification === 'rejected' ? undefined : records.clockIn;
  const clockOut = records.clockOut?.verification === 'rejected' ? undefined : records.clockOut;
  if (clockIn?.verification === 'pending' || clockOut?.verification === 'pending') return DAY_STATUS.pending;
  if (!clockIn) return clockOut ? DAY_STATUS.noClockIn : DAY_STATUS.notYet;
  if (clockIn.is_late) return DAY_STATUS.late;
  if (clockOut?.early) return DAY_STATUS.early;
  if (!clockIn.inside_office) return DAY_STATUS.outside;
  return DAY_STATUS.present;
}

export function leaveStatus(leaveTypeCode: string): DayStatus {
  if (leaveTypeCode === 'CUTI') return DAY_STATUS.annualLeave;
  if (leaveTypeCode === 'SAKIT') return DAY_STATUS.sick;
  return DAY_STATUS.leave;
}
