import { PENDING_DAY } from './verification';

/** Day statuses of the attendance history, with their colours (hex without #): the server's words, the app's summary's. */
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

/** The month at a glance above Riwayat Absen (issue 51): each figure, its words, and the day statuses it counts. */
export const MONTH_SUMMARY = [
  { key: 'present', label: 'Hadir', statuses: [DAY_STATUS.present, DAY_STATUS.late, DAY_STATUS.outside, DAY_STATUS.early] },
  { key: 'late', label: 'Terlambat', statuses: [DAY_STATUS.late] },
  { key: 'absent', label: 'Tidak hadir', statuses: [DAY_STATUS.absent, DAY_STATUS.noClockIn] },
  { key: 'leave', label: 'Izin/cuti', statuses: [DAY_STATUS.leave, DAY_STATUS.sick, DAY_STATUS.annualLeave] },
  { key: 'pending', label: 'Menunggu verifikasi', statuses: [DAY_STATUS.pending] },
] as const;

/** How many days of the month fall under each figure of the summary. */
export function monthSummary(days: readonly { status: string }[]): { key: string; label: string; days: number }[] {
  return MONTH_SUMMARY.map(({ key, label, statuses }) => ({
    key,
    label,
    days: days.filter((day) => statuses.some((counted) => counted.status === day.status)).length,
  }));
}
