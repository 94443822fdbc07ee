/**
 * Passkeys on the employees' phones (docs/passkeys.md): the wording of enrolment and signing, and what an offline
 * record's signature covers. Shared by the app and the server.
 */
import type { PasskeyDevice, PasskeyStatus } from '../contract/passkey';
import type { AttendanceKind, Direction, PhotoKind } from './attendance';
import { DECISION_SAVING, type DecisionInput } from './flow';

export const PASSKEY_TEXT = {
  title: 'Perangkat Absen',
  accountRow: 'Perangkat Absen',
  enrol: 'Daftarkan Perangkat Ini',
  later: 'Nanti Saja',
  nameLabel: 'Nama perangkat',
  codeLabel: 'Kode pendaftaran dari SDM (bila ada)',
  codeForHr: 'Kode pendaftaran sekali pakai membuat ponsel yang didaftarkan pegawai langsung aktif. Serahkan langsung kepada pegawainya, jangan lewat pesan.',
  codeDaysLabel: 'Kode berlaku',
  codeDays: [1, 3, 7, 14, 30],
  codeHint: 'Dengan kode yang diserahkan SDM langsung kepada Anda, ponsel ini langsung aktif. Tanpa kode, ponsel menunggu persetujuan atasan atau SDM.',
  cardTitle: 'Daftarkan ponsel ini untuk absen',
  cardText:
    'Sekali daftar, setiap absen ditandatangani ponsel ini setelah Anda membukanya dengan sidik jari, wajah, atau kunci layar. Absen atas nama Anda dari ponsel lain akan menunggu verifikasi atasan.',
  hrIntro:
    'Ponsel pegawai yang terdaftar menandatangani setiap absennya; absen tanpa tanda tangan menunggu verifikasi atasan. Pegawai tanpa ponsel yang mendukung dapat dibebaskan.',
  /** HR's overview: each state in words, as a filter and in the table. */
  states: { active: 'Ponsel aktif', waiting: 'Menunggu persetujuan', none: 'Belum ada ponsel', exempt: 'Dibebaskan' },
  intro:
    'Ponsel yang terdaftar menandatangani setiap absen Anda setelah Anda membukanya dengan sidik jari, wajah, atau kunci layar. Ponsel langsung aktif bila didaftarkan dengan kode pendaftaran dari SDM; tanpa kode, ponsel aktif setelah disetujui atasan atau SDM.',
  unsupported: 'Ponsel atau peramban ini tidak punya kunci perangkat (sidik jari, wajah, atau kunci layar) yang dapat dipakai untuk absen.',
  unsupportedMeaning:
    'Absen dari ponsel ini tetap diterima, tetapi menunggu verifikasi atasan karena tidak ditandatangani perangkat terdaftar. Bila Anda tidak punya ponsel yang mendukung, minta SDM membebaskan Anda.',
  thisPhoneEnrolled: 'Ponsel ini sudah terdaftar untuk akun Anda.',
  exempt: 'SDM membebaskan Anda dari tanda tangan perangkat: absen Anda dinilai tanpanya.',
  noDevices: 'Belum ada perangkat terdaftar.',
  enrolling: 'Mendaftarkan perangkat...',
  loadFailed: 'Gagal memuat daftar perangkat.',
  enrolFailedTitle: 'Pendaftaran perangkat gagal',
  enrolFallback: 'Perangkat tidak dapat didaftarkan.',
  enrolCancelled: 'Pendaftaran dibatalkan atau waktu habis. Coba lagi bila Anda siap.',
  alreadyEnrolled: 'Ponsel ini sudah terdaftar untuk akun Anda.',
  registered: {
    active: 'Perangkat terdaftar dan aktif. Absen dari ponsel ini akan ditandatangani.',
    pending: 'Perangkat terdaftar dan menunggu persetujuan atasan atau SDM. Sampai disetujui, absen dari ponsel ini menunggu verifikasi.',
  },
  signing: 'Buka kunci dengan sidik jari, wajah, atau kunci layar...',
  signFailedTitle: 'Tanda tangan perangkat gagal',
  signFailed: 'Ponsel tidak menandatangani absen ini (dibatalkan atau waktu habis). Coba lagi, atau kirim tanpa tanda tangan: absen akan menunggu verifikasi atasan.',
  skip: 'Kirim Tanpa Tanda Tangan',
  notifiedTitle: 'Perangkat baru didaftarkan untuk akun Anda',
  enrolledColumn: 'Didaftarkan',
  lastUsedColumn: 'Terakhir dipakai',
  neverUsed: 'Belum pernah',
  approve: 'Setujui Perangkat',
  revoke: 'Cabut',
  pendingTitle: 'Perangkat Menunggu Persetujuan',
  approved: 'Perangkat disetujui.',
  revoked: 'Perangkat dicabut.',
  exemptOn: 'Pegawai dibebaskan dari tanda tangan perangkat.',
  exemptOff: 'Pembebasan tanda tangan perangkat dicabut.',
} as const;

export const PASSKEY_STATUS_LABELS: Record<PasskeyStatus, string> = {
  active: 'Aktif',
  pending: 'Menunggu persetujuan',
  revoked: 'Dicabut',
};

/** What an offline record's signature covers: who, which record, when, where, and the photos' bytes. */
export interface OfflineRecordFacts {
  nup: string;
  kind: AttendanceKind;
  direction: Direction;
  taken_at: string;
  /** As sent: the submit's text fields. */
  latitude: string;
  longitude: string;
  /** SHA-256 of each photo's bytes as uploaded, lowercase hex; '' for a photo the record has none of. */
  photos: Record<PhotoKind, string>;
  /** The same of the face step's challenge frames, in the order sent (docs/faces.md); none or empty for a record without. */
  frames?: string[];
}

/**
 * The text whose SHA-256 (base64url) is the challenge an offline record is signed over: the phone computes it when
 * the record is taken, the server again on delivery from what arrived. Any change to the record breaks the signature.
 * Challenge frames, when the record has them, follow the photos (a record without them reads as before).
 */
export const offlineChallengeText = (facts: OfflineRecordFacts) =>
  ['absensi-offline-v1', facts.nup, facts.kind, facts.direction, facts.taken_at, facts.latitude, facts.longitude, facts.photos.face, facts.photos.location, facts.photos.letter, ...(facts.frames ?? [])].join('\n');

/** What the enrolment screens know: the employee's devices, and what this phone can do and did. */
export interface EnrolmentFacts {
  devices: PasskeyDevice[];
  exempt: boolean;
  /** This phone has a platform authenticator (fingerprint, face or screen lock) the browser can use. */
  capable: boolean;
  /** This phone holds a passkey of the employee that the server knows and has not revoked. */
  enrolledHere: boolean;
  /** The employee put the dashboard's offer away ('Nanti Saja') on this phone. */
  offerDismissed: boolean;
  /** The browser's description of this phone, the name it gets unless the employee types another. */
  suggestedName: string;
}

/** This phone may enrol: it can, it has not, and HR did not exempt the employee. */
export const canEnrolHere = (facts: EnrolmentFacts) => facts.capable && !facts.enrolledHere && !facts.exempt;

/** The dashboard offers enrolment once: an employee with no device yet, on a phone that could enrol, until put away. */
export const shouldOfferEnrolment = (facts: EnrolmentFacts) =>
  canEnrolHere(facts) && !facts.offerDismissed && facts.devices.every((device) => device.status === 'revoked');

/** A change to an employee's passkeys by a supervisor or HR: a device approved or revoked, or an exemption set or ended. */
export type PasskeyChange =
  | { kind: 'device'; id: string; decision: 'approve' | 'revoke' }
  | { kind: 'exemption'; employeeId: number; exempt: boolean }
  | { kind: 'code'; employeeId: number; days: number };

export type PasskeyChangeAction = 'approve' | 'revoke' | 'exempt' | 'unexempt' | 'code';
export const changeActionOf = (change: PasskeyChange): PasskeyChangeAction =>
  change.kind === 'device' ? change.decision : change.kind === 'code' ? 'code' : change.exempt ? 'exempt' : 'unexempt';


/** Per change: the question, its button, and the result's title. */
export const PASSKEY_CHANGE_TEXTS: Record<PasskeyChangeAction, { question: string; confirmLabel: string; done: string }> = {
  approve: { question: 'Setujui perangkat ini untuk absen?', confirmLabel: 'Setujui', done: 'Perangkat disetujui.' },
  revoke: { question: 'Cabut perangkat ini?', confirmLabel: 'Cabut', done: 'Perangkat dicabut.' },
  exempt: { question: 'Bebaskan pegawai ini dari tanda tangan perangkat?', confirmLabel: 'Bebaskan', done: 'Pegawai dibebaskan dari tanda tangan perangkat.' },
  unexempt: { question: 'Akhiri pembebasan tanda tangan perangkat?', confirmLabel: 'Akhiri', done: 'Pembebasan tanda tangan perangkat dicabut.' },
  code: {
    question: 'Buat kode pendaftaran ponsel? Kode lama yang belum dipakai tidak berlaku lagi.',
    confirmLabel: 'Buat Kode',
    done: 'Kode pendaftaran dibuat',
  },
};

/**
 * Approving or revoking a device (a revocation in red), an exemption set or ended, or a phone code made: no note; a
 * code's report says the code itself (shown once, to be handed over in person).
 */
export const passkeyChangeInput = (change: PasskeyChange, subject: string): DecisionInput<PasskeyChange> => ({
  wording: { ...PASSKEY_CHANGE_TEXTS[changeActionOf(change)], ...DECISION_SAVING },
  subject,
  noteField: null,
  danger: changeActionOf(change) === 'revoke',
  reportsAnswer: change.kind === 'code',
  request: change,
});
