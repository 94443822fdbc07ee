import { PENDING_DAY } from '../../src/domain/verification';

/** Day statuses of the attendance history, with their colours (hex without #). */
export const DAY_STATUS = {
  pending: PENDING_DAY,
  present: { status: 'Hadir', color: '16a34a' },
  late: { status: 'Terlambat', color: 'd97706' },
  outside: { status: 'Dinas Luar', color: '0284c7' },
  early: { status: 'Pulang Cepat', color: '9333ea' },
  noClockIn: { status: 'Tidak Absen Masuk', color: 'ea580c' },
  absent: { status: 'Tidak Hadir', color: 'dc2626' },
  leave: { status: 'Izin', color: '0891b2' },
  sick: { status: 'Sakit', color: 'db2777' },
  annualLeave: { status: 'Cuti', color: '4f46e5' },
  notYet: { status: 'Belum Absen', color: '64748b' },
} as const;

export type DayStatus = (typeof DAY_STATUS)[keyof typeof DAY_STATUS];

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
