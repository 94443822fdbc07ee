/** The server's passes in words (docs/deployment.md, "Passes"): what HR reads in Pengaturan and the audit log. */
import type { PassName } from '../contract/maintenance';

export const PASS_LABELS: Record<PassName, string> = {
  retention: 'Penghapusan foto sesuai masa simpan',
  face_checks: 'Pemeriksaan wajah',
  reminders: 'Pengingat absen',
  forgotten_clock_outs: 'Penandaan lupa absen pulang',
  upkeep: 'Pemeliharaan berkala',
  photo_keys: 'Pemeriksaan kunci foto saat server mulai',
};

/** Why a pass skipped an item; the server records these words. */
export const FAILURE_REASONS = {
  malformedFileId: 'nomor berkas tidak sah',
  fileMissing: 'berkas tidak ditemukan',
  notAFile: 'bukan berkas (sebuah folder)',
  keyMissing: 'kunci enkripsinya sudah tidak ada di PHOTO_KEYS',
  unexpected: (message: string) => `kesalahan: ${message}`,
} as const;

/** The hourly upkeep's steps (server.ts), each run on its own. */
export const UPKEEP_STEP_LABELS: Record<string, string> = {
  abandoned_uploads: 'menghapus unggahan yang tidak dipakai',
  login_attempts: 'melupakan percobaan masuk yang lama',
  announcements: 'memberi tahu pengumuman yang mulai tayang',
  forgotten_clock_outs: 'menandai lupa absen pulang',
  face_references: 'menghapus foto rujukan wajah mantan pegawai',
  expired_exports: 'menghapus salinan data yang kedaluwarsa',
  import_passwords: 'menghapus password impor pegawai',
};

/**
 * What an item is (its key is `kind:id`): `one` names one ('berkas X'), `unit` counts several ('2 berkas'). A run
 * that failed as a whole has the item `run:`.
 */
export const ITEM_KINDS: Record<string, { one: string; unit: string }> = {
  file: { one: 'berkas', unit: 'berkas' },
  attendance: { one: 'absen nomor', unit: 'absen' },
  overtime: { one: 'lembur nomor', unit: 'lembur' },
  correction_request: { one: 'bukti pengajuan koreksi nomor', unit: 'pengajuan' },
  leave_request: { one: 'lampiran izin nomor', unit: 'pengajuan' },
  face_check: { one: 'pemeriksaan wajah nomor', unit: 'pemeriksaan wajah' },
  reminder: { one: 'pengingat pegawai nomor', unit: 'pengingat' },
  step: { one: 'langkah', unit: 'langkah' },
  run: { one: 'seluruh putaran', unit: 'putaran' },
};

/** Pengaturan → Pemeliharaan berkala. */
export const MAINTENANCE_TEXTS = {
  heading: 'Pemeliharaan berkala',
  intro:
    'Server menjalankan sendiri penghapusan foto sesuai masa simpan, pemeriksaan wajah, pengingat absen, dan penandaan lupa absen pulang. Butir yang gagal dilewati dan dicatat di sini, lalu dicoba lagi paling banyak 3 kali; yang lain tetap dikerjakan.',
  never: 'Belum pernah berjalan',
  clean: 'tanpa ada yang dilewati',
  failuresHeading: 'Butir yang dilewati',
  noFailures: 'Tidak ada butir yang gagal.',
  retried: 'dicoba lagi pada putaran berikutnya',
  leftAside: 'tidak dicoba lagi; periksa penyebabnya',
  loadFailed: 'Keadaan pemeliharaan tidak dapat dimuat.',
} as const;
