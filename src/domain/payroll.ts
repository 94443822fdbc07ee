import type { PayrollCode } from '../contract/payroll';
import type { DecisionInput } from './flow';

/** The payroll sheet and the payroll keys (docs/hr.md, "Payroll sheet"; docs/api.md, "Payroll"), in the product's words. */
export const PAYROLL_KEY_TEXTS = {
  made: 'Kunci penggajian dibuat. Salin sekarang: kunci ini tidak akan ditampilkan lagi.',
  revoked: 'Kunci penggajian dicabut.',
  notFound: 'Kunci penggajian tidak ditemukan.',
  alreadyRevoked: 'Kunci penggajian sudah dicabut.',
  invalid: 'Kunci penggajian tidak ada, tidak valid, atau sudah dicabut.',
  periodOpen: 'Periode ini belum ditutup: lembar penggajian baru dapat diambil setelah periode ditutup.',
} as const;

/** The console's words for the payroll sheet in 'Rekap Bulanan' and the payroll keys in 'Pengaturan'. */
export const PAYROLL_WORDS = {
  sheetTitle: 'Lembar Penggajian',
  sheetIntro: 'Angka setiap pegawai per kode untuk sistem penggajian, dari data yang sama dengan rekap di atas. Pilih nama pegawai untuk melihat tanggal dan data yang dihitung setiap kode.',
  sheetLoadFailed: 'Lembar penggajian tidak dapat dimuat.',
  sheetEmpty: 'Tidak ada pegawai pada periode ini.',
  legend: 'Arti kode',
  otherCodes: 'Kode lain bernilai 0:',
  nothingCounted: 'Tidak ada yang dihitung pada periode ini.',
  keysTitle: 'Kunci Penggajian',
  keysIntro:
    'Sistem penggajian mengambil sendiri lembar penggajian periode yang sudah ditutup dengan kunci bernama. Kuncinya hanya ditampilkan sekali saat dibuat; setiap pembuatan, pemakaian dan pencabutan tercatat di log audit.',
  keysList: 'Daftar kunci penggajian',
  keysLoadFailed: 'Kunci penggajian tidak dapat dimuat.',
  noKeys: 'Belum ada kunci penggajian.',
  make: 'Buat Kunci',
  making: 'Membuat kunci...',
  nameLabel: 'Nama kunci (misalnya nama sistem penggajiannya)',
  keyLabel: 'Kunci',
  copy: 'Salin Kunci',
  copied: 'Tersalin',
  copiedAnnouncement: 'Kunci tersalin.',
  active: 'Aktif',
  revoke: 'Cabut',
  neverUsed: 'Belum pernah',
} as const;

/** A code's words: 'TL1: Terlambat 1–30 menit (hari)'. */
export const codeWords = (code: PayrollCode) => `${code.code}: ${code.label} (${code.unit})`;

/** A figure as payroll reads it: hours with a decimal comma ('1,5'). */
export const figureText = (value: number) => value.toLocaleString('id-ID', { maximumFractionDigits: 2 });

/** A record a figure counts, in words: 'absen', 'lembur' or 'pengajuan izin'. */
export const PAYROLL_RECORD_WORDS = { attendance: 'absen', overtime: 'lembur', leave_request: 'pengajuan izin' } as const;

/** The decision flow's input for revoking a payroll key: asked in red, no note. */
export const payrollKeyRevokeInput = (key: { id: number; name: string }): DecisionInput<{ id: number }> => ({
  wording: {
    question: `Cabut kunci ${key.name}?`,
    confirmLabel: PAYROLL_WORDS.revoke,
    busyText: 'Mencabut kunci...',
    done: 'Kunci Dicabut',
    failedTitle: 'Kunci Gagal Dicabut',
    fallback: 'Gagal mencabut kunci.',
  },
  subject: 'Sistem penggajian yang memakai kunci ini tidak dapat lagi mengambil lembar penggajian. Kunci yang dicabut tidak dapat dipakai lagi.',
  noteField: null,
  danger: true,
  reportsAnswer: false,
  request: { id: key.id },
});
