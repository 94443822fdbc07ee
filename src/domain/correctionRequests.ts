import type { CorrectionRequestInput, CorrectionRequestStatus } from '../contract/correctionRequests';
import { isClockTime } from '../contract/shifts';
import { DECISION_SAVING, type DecisionWording, requestDecisionInput } from './flow';
import type { Verification } from '../contract/verification';
import { VERIFICATION_BADGES } from './verification';

/** The words of a correction request's status, as the employee and the audit log read them. */
export const CORRECTION_STATUS_LABELS: Record<CorrectionRequestStatus, string> = {
  pending: 'Menunggu persetujuan',
  approved: 'Disetujui',
  rejected: 'Ditolak',
  withdrawn: 'Ditarik',
};

/** The place field's choice for a record outside every office. */
export const OUTSIDE_OFFICE = { value: 'luar', label: 'Di luar kantor' } as const;

/** What the employee fills in: the day (from the days offered), which record, the time, the place and why. */
export interface CorrectionDraft {
  date: string;
  direction: 'in' | 'out' | '';
  time: string;
  /** An office's id, OUTSIDE_OFFICE.value, or '' before a choice. */
  place: string;
  reason: string;
}
export type CorrectionField = keyof CorrectionDraft;

export const EMPTY_CORRECTION: CorrectionDraft = { date: '', direction: '', time: '', place: '', reason: '' };

export const CORRECTION_TEXTS = {
  title: 'Pengajuan Koreksi Absen',
  submit: 'Kirim Pengajuan',
  busy: 'Mengirim pengajuan...',
  uploading: 'Mengunggah foto bukti...',
  failed: 'Pengajuan koreksi gagal dikirim.',
  errors: {
    date: 'Pilih tanggalnya.',
    direction: 'Pilih absen masuk atau pulang.',
    time: 'Isi jamnya, misalnya 07:25.',
    place: 'Pilih tempatnya.',
    reason: 'Alasan wajib diisi.',
  } satisfies Record<CorrectionField, string>,
} as const;

/** The draft's problems, one per field; none when it can be sent. */
export function correctionDraftErrors(draft: CorrectionDraft): Partial<Record<CorrectionField, string>> {
  const errors: Partial<Record<CorrectionField, string>> = {};
  if (!draft.date) errors.date = CORRECTION_TEXTS.errors.date;
  if (!draft.direction) errors.direction = CORRECTION_TEXTS.errors.direction;
  if (!isClockTime(draft.time)) errors.time = CORRECTION_TEXTS.errors.time;
  if (!draft.place) errors.place = CORRECTION_TEXTS.errors.place;
  if (!draft.reason.trim()) errors.reason = CORRECTION_TEXTS.errors.reason;
  return errors;
}

/** The draft as the server takes it, with the evidence's name once uploaded. */
export const correctionRequestOf = (draft: CorrectionDraft, filename: string | null): CorrectionRequestInput => ({
  date: draft.date,
  direction: draft.direction as 'in' | 'out',
  time: draft.time,
  office_id: draft.place === OUTSIDE_OFFICE.value ? null : Number(draft.place),
  reason: draft.reason.trim(),
  filename,
});

/** A decision on a correction request, as its flow sends it: the employee's withdrawal, or a supervisor's or HR's approval or rejection. */
export interface CorrectionDecisionChoice {
  id: number;
  action: 'withdraw' | 'approve' | 'reject';
}

export const CORRECTION_DECISION_TEXTS = {
  withdraw: { question: 'Tarik pengajuan koreksi ini?', confirmLabel: 'Tarik Pengajuan', done: 'Pengajuan koreksi ditarik.', ...DECISION_SAVING },
  approve: { question: 'Setujui pengajuan koreksi ini? Absennya akan dicatat sesuai pengajuan.', confirmLabel: 'Setujui', done: 'Pengajuan koreksi disetujui.', ...DECISION_SAVING },
  reject: { question: 'Tolak pengajuan koreksi ini?', confirmLabel: 'Tolak', done: 'Pengajuan koreksi ditolak.', ...DECISION_SAVING },
} as const satisfies Record<CorrectionDecisionChoice['action'], DecisionWording>;

export const correctionDecisionInput = (request: CorrectionDecisionChoice, subject: string) => requestDecisionInput(CORRECTION_DECISION_TEXTS, request, subject);

/**
 * The record a request would correct, in words for the decider: its state and why it waits; a waiting record keeps
 * waiting after the approval (only its time or place changes), so the decider is told before deciding.
 */
export function standingRecordWords(record: { verification: Verification; flags: readonly { label: string }[] }): string {
  const why = record.flags.length > 0 ? ` (${record.flags.map((flag) => flag.label).join(', ')})` : '';
  const after = record.verification === 'pending' ? '. Menyetujui hanya mengoreksi jamnya; absennya tetap menunggu verifikasi.' : '';
  return `${VERIFICATION_BADGES[record.verification]}${why}${after}`;
}
