/** Day statuses of the attendance history, with their colours (hex without #). */
export const DAY_STATUS = {
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
  clockIn?: { is_late: number; inside_office: number };
  clockOut?: { early: boolean };
}

/** One status per day: late wins over leaving early, which wins over outside the office, which wins over present. */
export function attendanceStatus({ clockIn, clockOut }: DayRecords): DayStatus {
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
