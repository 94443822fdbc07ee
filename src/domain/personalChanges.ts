import { PERSONAL_CHANGE_MESSAGES, type PersonalChangeInput, type PersonalChangeStatus, type PersonalField, personalValueOf } from '../contract/personalChanges';
import { DECISION_SAVING, type DecisionWording, requestDecisionInput } from './flow';

/** Each field of Informasi Data Diri an employee may ask to correct, in the page's own words and order. */
export const PERSONAL_FIELD_LABELS: Record<PersonalField, string> = {
  birth_place: 'Tempat Lahir',
  birth_date: 'Tanggal Lahir',
  contact: 'Kontak',
  address: 'Alamat',
  married_status: 'Status Pernikahan',
  blood_type: 'Golongan Darah',
  religion: 'Agama',
  last_education: 'Pendidikan Terakhir',
  entry_date: 'Tanggal Masuk',
  grade: 'Golongan',
  grade_date: 'TMT Golongan',
  dependent_children: 'Jumlah Tanggungan Anak',
};

/** How a field's value is typed: a date from the date field, a count, or text. */
export const personalFieldKind = (field: PersonalField): 'date' | 'number' | 'text' =>
  field.endsWith('_date') ? 'date' : field === 'dependent_children' ? 'number' : 'text';

export const PERSONAL_CHANGE_STATUS_LABELS: Record<PersonalChangeStatus, string> = {
  pending: 'Menunggu keputusan SDM',
  approved: 'Disetujui',
  rejected: 'Ditolak',
  withdrawn: 'Ditarik',
};

export const PERSONAL_CHANGE_TEXTS = {
  title: 'Perubahan Data Diri',
  formTitle: 'Ajukan Perubahan Data',
  submit: 'Kirim Pengajuan',
  busy: 'Mengirim pengajuan...',
  failed: 'Pengajuan perubahan data gagal dikirim.',
  unchanged: 'Data baru sama dengan data saat ini.',
} as const;

/** What the employee fills in: which field, its right value, and why. */
export interface PersonalChangeDraft {
  field: PersonalField | '';
  value: string;
  reason: string;
}
export type PersonalChangeDraftField = keyof PersonalChangeDraft;

export const EMPTY_PERSONAL_CHANGE: PersonalChangeDraft = { field: '', value: '', reason: '' };

/** The draft's problems, one per field; none when it can be sent. `current` is each field's value now. */
export function personalChangeDraftErrors(draft: PersonalChangeDraft, current: Partial<Record<PersonalField, string | null>>): Partial<Record<PersonalChangeDraftField, string>> {
  const errors: Partial<Record<PersonalChangeDraftField, string>> = {};
  if (draft.field === '') errors.field = PERSONAL_CHANGE_MESSAGES.field;
  else {
    const read = personalValueOf(draft.field, draft.value);
    if ('problem' in read) errors.value = read.problem;
    else if (String(read.value) === current[draft.field]) errors.value = PERSONAL_CHANGE_TEXTS.unchanged;
  }
  if (!draft.reason.trim()) errors.reason = PERSONAL_CHANGE_MESSAGES.reason;
  return errors;
}

/** The draft as the server takes it. */
export const personalChangeRequestOf = (draft: PersonalChangeDraft): PersonalChangeInput => ({
  field: draft.field as PersonalField,
  new_value: draft.value.trim(),
  reason: draft.reason.trim(),
});

/** A decision on a change request: the employee's withdrawal, or HR's approval or rejection. */
export interface PersonalChangeDecisionChoice {
  id: number;
  action: 'withdraw' | 'approve' | 'reject';
}

export const PERSONAL_CHANGE_DECISION_TEXTS = {
  withdraw: { question: 'Tarik pengajuan perubahan data ini?', confirmLabel: 'Tarik Pengajuan', done: 'Pengajuan perubahan data ditarik.', ...DECISION_SAVING },
  approve: { question: 'Setujui perubahan ini? Data diri pegawai diubah sesuai pengajuan.', confirmLabel: 'Setujui', done: 'Perubahan data disetujui.', ...DECISION_SAVING },
  reject: { question: 'Tolak pengajuan perubahan data ini?', confirmLabel: 'Tolak', done: 'Pengajuan perubahan data ditolak.', ...DECISION_SAVING },
} as const satisfies Record<PersonalChangeDecisionChoice['action'], DecisionWording>;

export const personalChangeDecisionInput = (request: PersonalChangeDecisionChoice, subject: string) => requestDecisionInput(PERSONAL_CHANGE_DECISION_TEXTS, request, subject);
