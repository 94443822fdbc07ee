import type { OvertimeOrderStatus } from '../contract/overtimeOrders';
import { isClockTime } from '../contract/shifts';
import { DECISION_SAVING, type DecisionInput, type DecisionWording, decisionNote } from './flow';

/** The words of an overtime order's status, as the employee, the supervisor and the audit log read them. */
export const OVERTIME_ORDER_STATUS_LABELS: Record<OvertimeOrderStatus, string> = {
  asked: 'Menunggu persetujuan atasan',
  ordered: 'Menunggu persetujuan pegawai',
  agreed: 'Disepakati',
  declined: 'Ditolak pegawai',
  rejected: 'Ditolak atasan',
};

/** What a supervisor's order or an employee's request says: whose (an order only), the day, the planned hours, the task. */
export interface OvertimeOrderDraft {
  employee: string;
  date: string;
  start_time: string;
  end_time: string;
  task: string;
}
export type OvertimeOrderField = keyof OvertimeOrderDraft;
export const EMPTY_OVERTIME_ORDER: OvertimeOrderDraft = { employee: '', date: '', start_time: '', end_time: '', task: '' };

export const OVERTIME_ORDER_TEXTS = {
  send: 'Kirim',
  busy: 'Mengirim...',
  failed: 'Perintah lembur gagal dikirim.',
  errors: {
    employee: 'Pilih pegawainya.',
    date: 'Pilih tanggalnya.',
    start_time: 'Isi jam mulai, misalnya 17:00.',
    end_time: 'Isi jam selesai, misalnya 20:00.',
    task: 'Tugas lembur wajib diisi.',
  } satisfies Record<OvertimeOrderField, string>,
} as const;

/** The draft's problems, one per field; the employee only when the form orders for someone. */
export function overtimeOrderErrors(draft: OvertimeOrderDraft, forSomeone: boolean): Partial<Record<OvertimeOrderField, string>> {
  const errors: Partial<Record<OvertimeOrderField, string>> = {};
  if (forSomeone && !draft.employee) errors.employee = OVERTIME_ORDER_TEXTS.errors.employee;
  if (!draft.date) errors.date = OVERTIME_ORDER_TEXTS.errors.date;
  if (!isClockTime(draft.start_time)) errors.start_time = OVERTIME_ORDER_TEXTS.errors.start_time;
  if (!isClockTime(draft.end_time)) errors.end_time = OVERTIME_ORDER_TEXTS.errors.end_time;
  if (!draft.task.trim()) errors.task = OVERTIME_ORDER_TEXTS.errors.task;
  return errors;
}

/** The employee's consent to an order, or a supervisor's decision on a request, as the decision flow sends it. */
export interface OvertimeOrderChoice {
  id: number;
  action: 'agree' | 'decline' | 'approve' | 'reject';
}

export const OVERTIME_ORDER_DECISION_TEXTS = {
  agree: { question: 'Setujui perintah lembur ini?', confirmLabel: 'Setujui', done: 'Perintah lembur disetujui.', ...DECISION_SAVING },
  decline: { question: 'Tolak perintah lembur ini?', confirmLabel: 'Tolak', done: 'Perintah lembur ditolak.', ...DECISION_SAVING },
  approve: { question: 'Setujui pengajuan lembur ini?', confirmLabel: 'Setujui', done: 'Pengajuan lembur disetujui.', ...DECISION_SAVING },
  reject: { question: 'Tolak pengajuan lembur ini?', confirmLabel: 'Tolak', done: 'Pengajuan lembur ditolak.', ...DECISION_SAVING },
} as const satisfies Record<OvertimeOrderChoice['action'], DecisionWording>;

export const overtimeOrderDecisionInput = (request: OvertimeOrderChoice, subject: string): DecisionInput<OvertimeOrderChoice> => ({
  wording: OVERTIME_ORDER_DECISION_TEXTS[request.action],
  subject,
  noteField: request.action === 'approve' || request.action === 'reject' ? decisionNote(request.action === 'reject') : null,
  danger: request.action === 'decline' || request.action === 'reject',
  reportsAnswer: false,
  request,
});
