import { daysBetween } from '../contract/calendar';
/** docs/product.md §6/§9: the related-staff attendance is for position levels above 4; the server enforces it too. */
export const STAFF_VIEW_MIN_LEVEL = 5;

export const canSeeStaffAttendance = (positionLevel: number | undefined) => (positionLevel ?? 0) >= STAFF_VIEW_MIN_LEVEL;

/** The longest staff attendance range, counting both ends: a month. */
export const MAX_STAFF_RANGE_DAYS = 31;
export const STAFF_RANGE_BACKWARDS = 'Tanggal akhir tidak boleh sebelum tanggal awal.';
export const STAFF_RANGE_TOO_LONG = `Rentang tanggal paling lama ${MAX_STAFF_RANGE_DAYS} hari.`;

/** Why a yyyy-mm-dd range cannot be asked for, or null. */
export function staffRangeProblem(start: string, end: string): string | null {
  const days = daysBetween(start, end);
  if (days < 0) return STAFF_RANGE_BACKWARDS;
  if (days >= MAX_STAFF_RANGE_DAYS) return STAFF_RANGE_TOO_LONG;
  return null;
}
