import * as v from 'valibot';
import { daysBetween } from '../contract/calendar';
import { LeaveFormSchema, type LeaveOption, LeaveStatus } from '../contract/schemas';
import { DECISION_SAVING, type DecisionInput, type DecisionWording, decisionNote } from './flow';

/** docs/product.md §4/§9: the reason that uses the yearly quota and shows it in the form. */
export const QUOTA_REASON = 'CUTI';

export type LeaveTone = 'pending' | 'accepted' | 'rejected';

/** docs/product.md §4: '0' Menunggu (orange), '1' Diterima (green), anything else Ditolak (red). */
export function leaveStatusBadge(status: string): { label: string; tone: LeaveTone } {
  if (status === LeaveStatus.pending) return { label: 'Menunggu', tone: 'pending' };
  if (status === LeaveStatus.accepted) return { label: 'Diterima', tone: 'accepted' };
  if (status === LeaveStatus.cancelled) return { label: 'Dibatalkan', tone: 'rejected' };
  return { label: 'Ditolak', tone: 'rejected' };
}

/** docs/product.md §4: only pending requests can be cancelled. */
export const isCancellable = (status: string) => status === LeaveStatus.pending;

/** Calendar days from one yyyy-mm-dd to another, both counted. */
export const calendarDays = (start: string, end: string) => daysBetween(start, end) + 1;

/**
 * Whether a request needs an attachment: its type's `attachment_after_days` (0: always; null: never) is below the
 * request's calendar days. Sick leave needs a doctor's letter beyond one day.
 */
export const needsAttachment = (attachmentAfterDays: number | null | undefined, days: number) =>
  attachmentAfterDays !== null && attachmentAfterDays !== undefined && days > attachmentAfterDays;

/** The form as typed: dates as yyyy-mm-dd from the date inputs; the attachment as picked. */
export interface LeaveDraft {
  alasan: string;
  tanggal_awal: string;
  tanggal_akhir: string;
  keterangan: string;
}
export type LeaveField = keyof LeaveDraft | 'lampiran';
export const EMPTY_DRAFT: LeaveDraft = { alasan: '', tanggal_awal: '', tanggal_akhir: '', keterangan: '' };

export interface LeaveAttachment {
  file: Blob;
  name: string;
}

/** The remaining quota and what the chosen dates use of it, in working days. */
export interface LeaveQuotaView {
  left: number;
  workingDays: number | null;
  /** Cuti bersama days already taken out of `left` (HR's setting). */
  cutiBersama?: number;
}

export interface LeaveQuotaRequest {
  startDate: string | null;
  endDate: string | null;
}

/** An alert of a leave flow; the buttons come from the state's meta. */
export interface LeaveAlert {
  kind: 'success' | 'error';
  title: string;
  text: string;
}

export type DecisionAction = 'cancel' | 'approve' | 'reject';

export interface DecisionRequest {
  action: DecisionAction;
  id: number;
}

/** Per action: the question, its button, the busy text, the success title and a failure's title and fallback (docs/product.md §8). */
export const DECISION_TEXTS = {
  cancel: {
    question: 'Batalkan pengajuan izin?',
    confirmLabel: 'Ya, Batalkan',
    busyText: 'Membatalkan pengajuan...',
    done: 'Pengajuan izin dibatalkan.',
    failedTitle: 'Pembatalan Gagal',
    fallback: 'Pengajuan izin tidak dapat dibatalkan.',
  },
  approve: {
    question: 'Setujui pengajuan izin?',
    confirmLabel: 'Setujui',
    done: 'Pengajuan izin disetujui.',
    ...DECISION_SAVING,
  },
  reject: {
    question: 'Tolak pengajuan izin?',
    confirmLabel: 'Tolak',
    done: 'Pengajuan izin ditolak.',
    ...DECISION_SAVING,
  },
} as const satisfies Record<DecisionAction, DecisionWording>;

/** Cancelling one's own request (no note), or approving or rejecting someone's (a rejection needs its reason). */
export const leaveDecisionInput = (request: DecisionRequest, subject: string): DecisionInput<DecisionRequest> => ({
  wording: DECISION_TEXTS[request.action],
  subject,
  noteField: request.action === 'cancel' ? null : decisionNote(request.action === 'reject'),
  danger: false,
  reportsAnswer: false,
  request,
});

export const LEAVE_FORM_MESSAGES = {
  endBeforeStart: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
  attachmentRequired: (label: string, days: number) =>
    days === 0 ? `Lampiran wajib untuk ${label}.` : `Lampiran wajib untuk ${label} lebih dari ${days} hari.`,
} as const;

/** The form's problems, first per field (docs/product.md §5's messages, then the date order and a required attachment). */
export function leaveDraftErrors(draft: LeaveDraft, hasAttachment: boolean, options: readonly LeaveOption[]): Partial<Record<LeaveField, string>> {
  const errors: Partial<Record<LeaveField, string>> = {};
  const result = v.safeParse(LeaveFormSchema, draft);
  for (const issue of result.issues ?? []) {
    const field = v.getDotPath(issue) as keyof LeaveDraft | null;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  const datesGiven = draft.tanggal_awal !== '' && draft.tanggal_akhir !== '';
  if (datesGiven && !errors.tanggal_akhir && draft.tanggal_akhir < draft.tanggal_awal) errors.tanggal_akhir = LEAVE_FORM_MESSAGES.endBeforeStart;
  const option = options.find((candidate) => candidate.value === draft.alasan);
  const days = datesGiven ? calendarDays(draft.tanggal_awal, draft.tanggal_akhir) : 1;
  if (option && !hasAttachment && needsAttachment(option.attachment_after_days, days)) {
    errors.lampiran = LEAVE_FORM_MESSAGES.attachmentRequired(option.label, option.attachment_after_days ?? 0);
  }
  return errors;
}
