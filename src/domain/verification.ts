import type { Correction } from '../contract/schemas';
/**
 * Whether the company can believe a clock-in, clock-out or overtime record (docs/decisions.md, "Trust"): the server
 * vouches for what it saw; anything it only heard about waits for a supervisor. Shared by the app and the server.
 */

import type { RecordDecision, RecordKind, Verification } from '../contract/verification';
import { DECISION_SAVING, type DecisionInput, type DecisionWording, decisionNote } from './flow';

/** Why a record waits: each flag's code (stored, sent) and its label in plain Indonesian (shown). */
export const FLAG_LABELS = {
  late_delivery: 'terkirim terlambat',
  offline: 'diambil tanpa koneksi',
  device_clock: 'jam perangkat tidak sesuai',
  shared_device: 'perangkat dipakai pegawai lain',
  similar_photo: 'foto mirip foto sebelumnya',
  office_centre: 'posisi tepat di titik pusat kantor',
  repeated_position: 'posisi sama persis dengan absen hari lain',
  no_accuracy: 'akurasi lokasi tidak ada, nol, atau tidak berubah',
  poor_accuracy: 'akurasi lokasi lebih buruk dari radius kantor',
  stale_position: 'posisi diambil terlalu lama sebelumnya',
  impossible_travel: 'perpindahan terlalu cepat dari absen sebelumnya',
  field_duty: 'dinas luar menunggu konfirmasi atasan',
  overtime_approval: 'lembur perlu persetujuan atasan',
  overtime_capped: 'lembur ditutup otomatis pada batas',
  no_overtime_order: 'tanpa perintah lembur',
  device_unregistered: 'perangkat tidak terdaftar',
  device_signature_invalid: 'tanda tangan perangkat tidak sah',
  device_revoked: 'perangkat dicabut',
  device_cloned: 'penghitung perangkat mundur, kunci mungkin disalin',
  device_not_enrolled: 'perangkat belum didaftarkan',
  device_signed: 'ditandatangani perangkat terdaftar',
  forgot_clock_out: 'lupa absen pulang',
  outside_shift: 'di luar jam shift',
  face_mismatch: 'wajah tidak cocok dengan foto rujukan',
  face_not_found: 'wajah tidak ditemukan di foto',
  face_no_reference: 'belum ada foto rujukan wajah',
  no_face_check: 'tanpa pemeriksaan wajah',
  face_challenge_failed: 'tantangan gerak tidak terpenuhi',
  face_not_seen: 'wajah tidak terlihat di kamera saat absen',
  face_step_unavailable: 'pemeriksaan wajah tidak dapat berjalan di ponsel',
  face_frames_missing: 'rekaman gerak wajah tidak ada',
  face_frames_unclear: 'wajah tidak terlihat jelas di rekaman gerak',
  face_frames_other: 'wajah pada rekaman gerak berbeda',
  face_motion_unproven: 'gerakan wajah tidak terbukti',
  face_scores_low: 'wajah tampak seperti foto atau layar',
} as const;
export type FlagCode = keyof typeof FLAG_LABELS;

export const isFlagCode = (code: string): code is FlagCode => Object.hasOwn(FLAG_LABELS, code);

export interface Flag {
  code: FlagCode;
  label: string;
}

export const flagsOf = (codes: readonly FlagCode[]): Flag[] => codes.map((code) => ({ code, label: FLAG_LABELS[code] }));

/** What a record is, in words: the queue's column and the notifications. */
export const RECORD_LABELS = {
  attendance: { in: 'Absen Masuk', out: 'Absen Pulang' },
  overtime: { in: 'Mulai Lembur', out: 'Selesai Lembur' },
} as const;

/** A day with a record that waits reads this, in this colour (hex without #), until it is decided. */
export const PENDING_DAY = { status: 'Menunggu Verifikasi', color: 'a16207' } as const;

export const DECISION_LABELS: Record<RecordDecision, string> = {
  approve: 'Setujui',
  accept_at_receipt: 'Terima Jam Diterima',
  reject: 'Tolak',
};

/** One line beside 'Terima Jam Diterima' where it is offered (issue 51): what it does, in words. */
export const ACCEPT_AT_RECEIPT_HINT = 'Terima Jam Diterima: absen dihitung pada jam sampai di server, bukan jam yang diklaim.';

/** A late clock-in's lateness in words: 'terlambat 2 jam 14 menit', 'terlambat 9 menit', 'terlambat 1 jam'. */
export function latenessWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `terlambat ${[hours > 0 ? `${hours} jam` : '', rest > 0 || hours === 0 ? `${rest} menit` : ''].filter(Boolean).join(' ')}`;
}

/** The state a decision leaves a record in: approved at the claimed time counts as verified by a person. */
export const VERIFICATION_AFTER: Record<RecordDecision, Verification> = {
  approve: 'verified',
  accept_at_receipt: 'accepted_at_receipt',
  reject: 'rejected',
};

/** One plain sentence for the employee: what happened to this record. */
export function verificationSentence(record: { verification: Verification; flags: readonly { label: string }[]; note?: string | null }): string {
  const note = record.note ? ` Catatan: ${record.note}` : '';
  switch (record.verification) {
    case 'pending':
      return `Menunggu verifikasi atasan karena ${record.flags.map((flag) => flag.label).join(', ') || 'perlu diperiksa'}.`;
    case 'accepted_at_receipt':
      return `Diterima atasan pada jam server menerimanya.${note}`;
    case 'rejected':
      return `Ditolak atasan.${note}`;
    default:
      return record.flags.length > 0 ? `Disetujui atasan.${note}` : 'Tercatat.';
  }
}

/** An overtime start a person rejected is over: said instead of an overtime under way, and when asked to end it. */
export const overtimeRejectedText = (note: string | null) => `Lembur ditolak${note ? `: ${note.replace(/[.!?\s]+$/, '')}` : ''}.`;

/** A record a person made or corrected (docs/hr.md, "Corrections"): the employee sees that it was, by whom, and why. */
export const correctionBadge = (correction: Pick<Correction, 'by'>) =>
  correction.by === 'request' ? 'Dikoreksi atas pengajuan' : correction.by === 'supervisor' ? 'Diisi atasan' : 'Dikoreksi SDM';
export function correctionSentence(verification: Verification, correction: Pick<Correction, 'by' | 'note' | 'original_checked_at'>): string {
  if (correction.by === 'request') return `Dikoreksi atas pengajuan Anda. Alasan: ${correction.note}`;
  if (correction.by === 'supervisor') return `Jam pulang diisi atasan karena Anda lupa absen pulang. ${correction.note}`;
  const done = verification === 'rejected' ? 'Dibatalkan' : correction.original_checked_at === null ? 'Ditambahkan' : 'Dikoreksi';
  return `${done} oleh SDM. Alasan: ${correction.note}`;
}

/** The short word beside a record: "Tercatat" for one the server saw, otherwise its verification. */
export const VERIFICATION_BADGES: Record<Verification, string> = {
  verified: 'Tercatat',
  pending: 'Menunggu Verifikasi',
  accepted_at_receipt: 'Diterima (Jam Diterima)',
  rejected: 'Ditolak',
};

/**
 * Flags that say only how the phone was set up, not whether the employee was there: a record whose face matched the
 * references and that has no other flag may be approved with others at once (docs/decisions.md, "Soft flags").
 */
export const SOFT_FLAGS: readonly FlagCode[] = ['device_unregistered', 'device_not_enrolled', 'shared_device'];

/** A waiting record that 'Setujui yang Wajahnya Cocok' takes: its face matched, and each of its flags is soft. */
export const isApprovableByFace = (record: { flags: readonly { code: string }[]; face_check?: { status: string } | null }) =>
  record.face_check?.status === 'match' && record.flags.every((flag) => (SOFT_FLAGS as readonly string[]).includes(flag.code));

/** The bulk approval's words: its question names how many, the report adds the server's count. */
export const faceMatchApprovalInput = (records: { kind: RecordKind; id: number; flags_seen: string[]; subject: string }[]): DecisionInput<{ records: { kind: RecordKind; id: number; flags_seen: string[] }[] }> => ({
  wording: { question: `Setujui ${records.length} absen yang wajahnya cocok pada jam yang diklaim?`, confirmLabel: 'Setujui Semua', done: 'Absen Disetujui', ...DECISION_SAVING },
  subject: records.map((record) => record.subject).join('\n'),
  noteField: null,
  danger: false,
  reportsAnswer: true,
  request: { records: records.map(({ kind, id, flags_seen }) => ({ kind, id, flags_seen })) },
});

/** A decision as the verification flow sends it, with the flags the decider was shown. */
export interface RecordDecisionChoice {
  kind: RecordKind;
  id: number;
  decision: RecordDecision;
  flags_seen: string[];
  /** A day closed as a forgotten clock-out: approved with the clock-out time typed in the note field, or its clock-in only. */
  clock_out?: 'time' | 'clock_in_only';
}

/** A waiting clock-in of a day closed as 'lupa absen pulang': never approved as a whole day. */
export const isForgottenClockOut = (item: { kind: RecordKind; direction: string; flags: readonly { code: string }[] }) =>
  item.kind === 'attendance' && item.direction === 'in' && item.flags.some((flag) => flag.code === 'forgot_clock_out');

/** The card's pointer for a forgotten clock-out: the employee may ask for it themselves. */
export const FORGOTTEN_CLOCK_OUT_HINT = 'Lupa absen pulang: isi jam pulangnya, atau setujui absen masuk saja (pulang dihitung pada jam masuk). Pegawai juga dapat mengajukan sendiri koreksi absen pulangnya dari Pengajuan Koreksi Absen.';

const FORGOTTEN_TEXTS = {
  time: { question: 'Setujui absen masuk ini dengan jam pulang yang Anda isi?', confirmLabel: 'Setujui', done: 'Absen disetujui dengan jam pulang dari atasan.', ...DECISION_SAVING },
  clock_in_only: {
    question: 'Setujui absen masuk saja? Jam pulangnya dihitung pada jam masuk: pulang cepat sampai akhir shift.',
    confirmLabel: 'Setujui Absen Masuk Saja',
    done: 'Absen masuk disetujui.',
    ...DECISION_SAVING,
  },
} as const satisfies Record<NonNullable<RecordDecisionChoice['clock_out']>, DecisionWording>;

/** The request a record decision sends: a clock-out time is what was typed in the note field ('16.05' or '16:05'). */
export const recordDecisionRequest = ({ clock_out, ...choice }: RecordDecisionChoice, note: string) =>
  clock_out === 'time'
    ? { ...choice, note: '', clock_out_time: note.trim().replace('.', ':').padStart(5, '0') }
    : { ...choice, note, ...(clock_out === 'clock_in_only' && { clock_in_only: true }) };

/** Per kind and decision: the question, its button, the busy, success and failure texts (the flow's dialog). */
export const RECORD_DECISION_TEXTS = {
  attendance: {
    approve: { question: 'Setujui absen ini pada jam yang diklaim?', confirmLabel: 'Setujui', done: 'Absen disetujui.', ...DECISION_SAVING },
    accept_at_receipt: { question: 'Terima absen ini pada jam diterima server?', confirmLabel: 'Terima Jam Diterima', done: 'Absen diterima pada jam diterima.', ...DECISION_SAVING },
    reject: { question: 'Tolak absen ini?', confirmLabel: 'Tolak', done: 'Absen ditolak.', ...DECISION_SAVING },
  },
  // Overtime is one thing with two halves: rejecting either rejects both.
  overtime: {
    approve: { question: 'Setujui lembur ini pada jam yang diklaim?', confirmLabel: 'Setujui', done: 'Lembur disetujui.', ...DECISION_SAVING },
    accept_at_receipt: { question: 'Terima lembur ini pada jam diterima server?', confirmLabel: 'Terima Jam Diterima', done: 'Lembur diterima pada jam diterima.', ...DECISION_SAVING },
    reject: { question: 'Tolak lembur ini? Mulai dan selesai lembur ditolak bersama.', confirmLabel: 'Tolak', done: 'Lembur ditolak.', ...DECISION_SAVING },
  },
} as const satisfies Record<RecordKind, Record<RecordDecision, DecisionWording>>;

/** A supervisor's or HR's decision on a doubtful record: a rejection needs its reason, and is shown in red. */
export const recordDecisionInput = (request: RecordDecisionChoice, subject: string): DecisionInput<RecordDecisionChoice> => ({
  wording: request.clock_out ? FORGOTTEN_TEXTS[request.clock_out] : RECORD_DECISION_TEXTS[request.kind][request.decision],
  subject,
  noteField:
    request.clock_out === 'time' ? { label: 'Jam pulang (JJ:MM)', required: true, missing: 'Isi jam pulangnya, misalnya 16:05.' } : decisionNote(request.decision === 'reject'),
  danger: request.decision === 'reject',
  reportsAnswer: false,
  request,
});
