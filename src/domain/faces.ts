import { FACE_CHALLENGES, type FaceChallenge, type FaceCheck, type FaceCheckStatus, type FaceConsent, type FaceMotionVerdict, type FaceStep, type FaceStepOutcome } from '../contract/faces';
import type { FacePresence } from './faceChallenge';

/**
 * The face check's notice (UU PDP 27/2022: a face is specific personal data), read before the employee agrees or
 * declines; its version is kept with every answer (docs/faces.md, "Consent"). A change of text is a new version.
 */
export const FACE_CONSENT_VERSION = '2026-11-27';

export const FACE_CONSENT_NOTICE = [
  'Agar absen Anda tidak dapat dilakukan orang lain, foto wajah yang Anda ambil saat absen dan lembur dibandingkan dengan foto rujukan wajah Anda.',
  'Yang diproses: foto wajah saat absen dan lembur, foto rujukan yang diambil petugas SDM, dan templat wajah (deretan angka yang dihitung dari foto). Templat tidak dapat diubah kembali menjadi foto.',
  'Tujuannya hanya memastikan absen dilakukan oleh Anda sendiri. Hasil pemeriksaan tidak pernah memotong gaji atau menolak absen dengan sendirinya: absen yang wajahnya diragukan diperiksa oleh atasan Anda.',
  'Yang dapat melihat: atasan Anda dan petugas SDM.',
  'Lama penyimpanan: foto rujukan dan templat wajah disimpan selama Anda bekerja dan menyetujui, lalu dihapus saat Anda menarik persetujuan atau berhenti bekerja.',
  'Anda dapat menarik persetujuan kapan saja di Akun, Pemeriksaan Wajah: foto rujukan dan templat wajah Anda langsung dihapus. Tanpa persetujuan Anda tetap absen dengan foto dan perangkat seperti biasa, tanpa pemeriksaan wajah.',
  'Dasar: Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
] as const;

export const FACE_MESSAGES = {
  agreed: 'Terima kasih. Pemeriksaan wajah aktif setelah petugas SDM mengambil foto rujukan Anda.',
  declined: 'Anda tidak menyetujui pemeriksaan wajah. Absen tetap berjalan tanpa pemeriksaan wajah.',
  withdrawn: 'Persetujuan ditarik. Foto rujukan dan templat wajah Anda sudah dihapus.',
  notAgreed: 'Anda belum menyetujui pemeriksaan wajah.',
  oldNotice: 'Pemberitahuan sudah diperbarui. Baca lagi lalu jawab.',
  noConsent: 'Pegawai ini belum menyetujui pemeriksaan wajah.',
  noFace: 'Wajah tidak ditemukan di foto. Ambil foto wajah dari depan dengan cahaya cukup.',
  manyFaces: 'Ada lebih dari satu wajah di foto. Ambil foto satu orang saja.',
  offCentre: 'Wajah tidak di tengah foto. Ambil ulang dengan wajah di tengah.',
  tooSmall: 'Wajah terlalu kecil di foto. Ambil foto lebih dekat.',
  full: 'Foto rujukan paling banyak 3. Hapus satu dulu.',
  referenceAdded: 'Foto rujukan ditambahkan.',
  referenceRemoved: 'Foto rujukan dihapus.',
  referenceNotFound: 'Foto rujukan tidak ditemukan.',
  unreadable: 'Foto tidak dapat diperiksa. Coba lagi.',
} as const;

export const FACE_CONSENT_LABELS: Record<NonNullable<FaceConsent>, string> = {
  agreed: 'Disetujui',
  declined: 'Tidak disetujui',
};

/** A record's face check, in words (the supervisor's queue, HR's views). */
export const FACE_CHECK_LABELS: Record<FaceCheckStatus, string> = {
  queued: 'Menunggu pemeriksaan wajah',
  match: 'Wajah cocok dengan foto rujukan',
  mismatch: 'Wajah tidak cocok dengan foto rujukan',
  no_face: 'Wajah tidak ditemukan di foto',
  no_reference: 'Belum ada foto rujukan wajah',
  not_checked: 'Tanpa pemeriksaan wajah',
};

/** The consent's three decisions, as the decision flow asks, saves and reports them. */
export const FACE_CONSENT_DECISIONS = {
  agree: { question: 'Setujui pemeriksaan wajah?', confirmLabel: 'Saya Setuju', done: 'Persetujuan Disimpan' },
  decline: { question: 'Tidak menyetujui pemeriksaan wajah?', confirmLabel: 'Tidak Setuju', done: 'Jawaban Disimpan' },
  withdraw: { question: 'Tarik persetujuan pemeriksaan wajah?', confirmLabel: 'Tarik Persetujuan', done: 'Persetujuan Ditarik' },
} as const;

/** What the face step asks the employee to do, as the camera shows it. */
export const FACE_CHALLENGE_TEXT: Record<FaceChallenge, string> = {
  blink_twice: 'Kedipkan mata dua kali',
  turn_left: 'Tolehkan kepala ke kiri',
  turn_right: 'Tolehkan kepala ke kanan',
};

/** The face step's outcome, in words (Verifikasi Absen, Riwayat Absen). */
export const FACE_STEP_LABELS: Record<FaceStepOutcome, string> = {
  passed: 'Tantangan gerak terpenuhi',
  failed: 'Tantangan gerak tidak terpenuhi',
  no_face: 'Wajah tidak terlihat di kamera',
  unavailable: 'Pemeriksaan wajah tidak berjalan di ponsel',
};

/**
 * The challenge of a record taken with no answer to its check: derived from the time the phone stamped on it, so the
 * server asks the same of it without having been asked (FNV-1a of the text; not a secret, as nothing offline is).
 */
export function offlineFaceChallenge(takenAt: string): FaceChallenge {
  let hash = 0x811c9dc5;
  for (let index = 0; index < takenAt.length; index++) hash = Math.imul(hash ^ takenAt.charCodeAt(index), 0x01000193) >>> 0;
  return FACE_CHALLENGES[hash % FACE_CHALLENGES.length]!;
}

const ANYWAY = 'Foto tetap dapat diambil; absen Anda akan diperiksa atasan.';

/** What the camera's face step tells the employee while it watches and when it ends. */
export const FACE_STEP_TEXT = {
  loading: 'Menyiapkan pemeriksaan wajah...',
  presence: { none: 'Wajah tidak terlihat', many: 'Lebih dari satu wajah', dark: 'Terlalu gelap', small: 'Dekatkan wajah' } satisfies Record<Exclude<FacePresence, 'one'>, string>,
  ended: {
    passed: 'Gerakan terdeteksi. Silakan ambil foto.',
    failed: `Gerakan tidak terdeteksi. ${ANYWAY}`,
    no_face: `Wajah tidak terlihat. ${ANYWAY}`,
    unavailable: `Pemeriksaan wajah tidak dapat berjalan di ponsel ini. ${ANYWAY}`,
  } satisfies Record<FaceStepOutcome, string>,
} as const;

/** The face step's line under the camera: what to do now, what is wrong with the picture, or how the step ended. */
export function faceStepGuide(step: { faceChallenge: FaceChallenge | null; presence: FacePresence | null; faceStep: FaceStep | null }, loading: boolean): string | null {
  if (step.faceStep) return FACE_STEP_TEXT.ended[step.faceStep.outcome];
  if (!step.faceChallenge) return null;
  if (loading) return FACE_STEP_TEXT.loading;
  return step.presence && step.presence !== 'one' ? FACE_STEP_TEXT.presence[step.presence] : FACE_CHALLENGE_TEXT[step.faceChallenge];
}

const percent = (score: number) => `${Math.round(score * 100)}%`;

const scoresText = (antispoof: number | null | undefined, liveness: number | null | undefined) =>
  [typeof antispoof === 'number' && `keaslian ${percent(antispoof)}`, typeof liveness === 'number' && `tanda hidup ${percent(liveness)}`].filter(Boolean).join(', ');

/** The phone's face step of a record, in words: how it ended, what was asked, and the passive hints (never proof). */
export function faceStepText(check: Pick<FaceCheck, 'challenge' | 'challenge_outcome' | 'antispoof' | 'liveness'>): string {
  const asked = check.challenge ? ` (${FACE_CHALLENGE_TEXT[check.challenge].toLowerCase()})` : '';
  const hints = scoresText(check.antispoof, check.liveness);
  return `${check.challenge_outcome ? FACE_STEP_LABELS[check.challenge_outcome] : FACE_STEP_LABELS.unavailable}${asked}${hints ? `; petunjuk ${hints}` : ''}`;
}

/** What the server found in a record's challenge frames, in words (Verifikasi Absen, beside the phone's step). */
export const FACE_MOTION_LABELS: Record<FaceMotionVerdict, string> = {
  confirmed: 'Gerakan terbukti pada rekaman gerak',
  frames_missing: 'Rekaman gerak wajah tidak ada',
  frames_unclear: 'Wajah tidak terlihat jelas di rekaman gerak',
  other_face: 'Wajah pada rekaman gerak berbeda',
  not_moved: 'Gerakan wajah tidak terbukti',
  scores_low: 'Wajah tampak seperti foto atau layar',
};

/**
 * The server's look at the frames, in words: its verdict, the movement it measured (degrees turned, or how far the
 * eyes closed), how like the record's photo the frames are, and its own scores.
 */
export function faceMotionText(check: Pick<FaceCheck, 'challenge' | 'motion' | 'motion_measure' | 'frames_similarity' | 'server_antispoof' | 'server_liveness'>): string | null {
  if (!check.motion) return null;
  const measure = typeof check.motion_measure === 'number' ? check.motion_measure : null;
  const moved =
    measure === null ? null : check.challenge === 'blink_twice' ? `mata menyempit sampai ${percent(measure)} dari lebarnya` : `menoleh ${Math.round(Math.max(0, measure))}° ke arah yang diminta`;
  const alike = typeof check.frames_similarity === 'number' ? `kemiripan dengan foto ${percent(check.frames_similarity)}` : null;
  const details = [moved, alike].filter(Boolean).join(', ');
  const scores = scoresText(check.server_antispoof, check.server_liveness);
  return `${FACE_MOTION_LABELS[check.motion]}${details ? ` (${details})` : ''}${scores ? `; ${scores}` : ''}`;
}
