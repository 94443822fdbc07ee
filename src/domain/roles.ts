import type { Role } from '../contract/session';

/** The HR console (`/hr`) is for HR staff and admins; the server answers 403 to everyone else. */
export const canUseHrConsole = (role: string | undefined): boolean => role === 'hr' || role === 'admin';

/**
 * The console's authority over an account (docs/hr.md, "Who may act on whom"): admins over everyone, HR staff over
 * employees only, so HR can neither raise nor lock out one of its own.
 */
export const holdsCompanyAuthority = (actorRole: string, targetRole: string): boolean => actorRole === 'admin' || (actorRole === 'hr' && targetRole === 'employee');

export const ROLE_LABELS: Record<Role, string> = { employee: 'Pegawai', hr: 'SDM', admin: 'Admin' };

export const HR_MESSAGES = {
  consoleOnly: 'Konsol SDM hanya untuk petugas SDM.',
  adminOnly: 'Hanya admin yang dapat mengelola peran dan akun petugas SDM.',
  notFound: 'Pegawai tidak ditemukan.',
  self: 'Anda tidak dapat mengubah status atau peran akun Anda sendiri.',
  alreadyInactive: 'Pegawai ini sudah nonaktif.',
  alreadyActive: 'Pegawai ini sudah aktif.',
  deactivated: 'Pegawai dinonaktifkan. Semua sesinya berakhir.',
  reactivated: 'Pegawai diaktifkan kembali.',
  roleSet: 'Peran pegawai diubah.',
  importFileType: 'Unggah berkas CSV atau XLSX.',
  recordNotFound: 'Data absen tidak ditemukan.',
  ownRecord: 'Anda tidak dapat mengoreksi absen Anda sendiri.',
  corrected: 'Absen dikoreksi.',
  quotaSet: 'Kuota cuti disimpan.',
  created: 'Pegawai ditambahkan.',
  updated: 'Data pegawai disimpan.',
  passwordReset: 'Password baru dibuat. Semua sesinya berakhir.',
  photoSet: 'Foto profil disimpan.',
  usernameRequired: 'Username wajib diisi.',
  usernameTaken: 'Username sudah dipakai.',
  nupTaken: 'NUP sudah dipakai pegawai lain.',
  supervisorNotFound: 'Atasan tidak ditemukan.',
  supervisorCycle: 'Rantai atasan tidak boleh kembali ke pegawai ini.',
  officeNotFound: 'Kantor tidak ditemukan.',
  scheduleNotFound: 'Jadwal kerja tidak ditemukan.',
  rosterNotFound: 'Pola shift tidak ditemukan.',
  imageNotFound: 'Gambar tidak ditemukan. Unggah ulang gambarnya.',
  published: 'Pengumuman diterbitkan.',
  scheduled: 'Pengumuman disimpan dan tampil mulai tanggal mulainya.',
  announcementNotFound: 'Pengumuman tidak ditemukan.',
  announcementWithdrawn: 'Pengumuman ditarik: tidak lagi tampil bagi pegawai.',
  alreadyWithdrawn: 'Pengumuman ini sudah ditarik.',
  announcementUpdated: 'Pengumuman diubah.',
  audienceNotFound: 'Kantor atau bagian penerima tidak ditemukan.',
  quotaBelowUsed: (used: number) => `Kuota tidak boleh kurang dari yang sudah terpakai (${used} hari).`,
  recordChangedTo: (time: string, status: string) => `Data absen ini sudah diubah sejak Anda membukanya: kini pukul ${time}, ${status}. Periksa lalu koreksi lagi.`,
  correctionInFuture: 'Jam koreksi belum terjadi. Pilih jam yang sudah lewat.',
  correctionOutOfOrder: 'Jam absen masuk harus sebelum jam absen pulang hari itu.',
  forgottenNotCounted: 'Absen masuk ini menunggu karena lupa absen pulang: tambahkan absen pulangnya (Tambah Absen), atau putuskan di Verifikasi Absen dengan jam pulangnya.',
  recordExists: 'Absen itu sudah ada. Koreksi absennya di daftar.',
  recordAdded: 'Absen ditambahkan.',
  unknownOffice: 'Pilih salah satu kantor pegawai ini, atau Di luar kantor.',
  importRefused: (count: number) => `Tidak ada yang diimpor: ${count} masalah. Perbaiki berkasnya lalu unggah lagi.`,
  imported: (created: number, updated: number) => `Impor pegawai selesai: ${created} baru, ${updated} diperbarui.`,
  importRunning: 'Impor pegawai lain sedang berjalan. Tunggu sampai selesai, lalu impor lagi.',
  importStillRunning: 'Impor masih berjalan: hasilnya dapat ditutup setelah selesai.',
  importStopped: 'Server berhenti sebelum impor selesai. Tidak ada yang ditulis: impor berkasnya lagi.',
  importBroken: 'Impor gagal karena kesalahan di server. Tidak ada yang ditulis: impor berkasnya lagi.',
  importChanged: 'Data pegawai berubah selama impor (misalnya username atau NUP yang sama dibuat di tempat lain). Tidak ada yang ditulis: periksa berkasnya lagi.',
} as const;
