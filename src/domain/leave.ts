import { LeaveStatus } from '../contract/schemas';

/** Spec §4/§9: the reason that uses the yearly quota and shows it in the form. */
export const QUOTA_REASON = 'CUTI';

export type LeaveTone = 'pending' | 'accepted' | 'rejected';

/** Spec §4: '0' Menunggu (orange), '1' Diterima (green), anything else Ditolak (red). */
export function leaveStatusBadge(status: string): { label: string; tone: LeaveTone } {
  if (status === LeaveStatus.pending) return { label: 'Menunggu', tone: 'pending' };
  if (status === LeaveStatus.accepted) return { label: 'Diterima', tone: 'accepted' };
  return { label: 'Ditolak', tone: 'rejected' };
}

/** Spec §4: only pending requests can be cancelled. */
export const isCancellable = (status: string) => status === LeaveStatus.pending;

const DAY_MS = 86_400_000;

/** Calendar days from one yyyy-mm-dd to another, both counted. */
export const calendarDays = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;

/**
 * Whether a request needs an attachment: its type's `attachment_after_days` (0: always; null: never) is below the
 * request's calendar days. Sick leave needs a doctor's letter beyond one day.
 */
export const needsAttachment = (attachmentAfterDays: number | null | undefined, days: number) =>
  attachmentAfterDays !== null && attachmentAfterDays !== undefined && days > attachmentAfterDays;
