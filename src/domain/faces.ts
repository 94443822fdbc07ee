import type { FaceCheckStatus, FaceConsent } from '../contract/faces';

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
