/** The HR console's wording and the shapes its flows pass around (docs/hr.md). */
import { type CompanySettings, FILE_QUOTA_MB } from '../contract/hr';
import type { PrivacySettings } from '../contract/privacy';

/** A file HR chose to import, as bytes: the flows never touch the browser's File. */
export interface ImportFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A browser may call a CSV file anything; its name decides. */
export const importTypeOf = (name: string, browserType: string) =>
  name.toLowerCase().endsWith('.xlsx') ? XLSX_TYPE : name.toLowerCase().endsWith('.csv') ? 'text/csv' : browserType;

export type StatusAction = 'deactivate' | 'reactivate' | 'reset';

export const STATUS_TEXTS = {
  deactivate: {
    question: (name: string) => `Nonaktifkan ${name}?`,
    explanation: 'Datanya tetap tersimpan, tetapi ia tidak dapat masuk lagi dan semua sesinya berakhir saat ini juga.',
    confirmLabel: 'Nonaktifkan',
    failedTitle: 'Gagal Menonaktifkan',
  },
  reactivate: {
    question: (name: string) => `Aktifkan kembali ${name}?`,
    explanation: 'Ia dapat masuk lagi dengan password lamanya.',
    confirmLabel: 'Aktifkan',
    failedTitle: 'Gagal Mengaktifkan',
  },
  reset: {
    question: (name: string) => `Buat password baru untuk ${name}?`,
    explanation: 'Password lamanya tidak berlaku lagi dan semua sesinya berakhir. Password baru ditampilkan sekali ini.',
    confirmLabel: 'Buat Password',
    failedTitle: 'Gagal Membuat Password',
  },
} as const;

/** Withdrawing an announcement (docs/hr.md, "Announcements"). */
export const WITHDRAWAL_TEXTS = {
  action: 'Tarik',
  question: (title: string) => `Tarik pengumuman "${title}"?`,
  explanation: 'Pengumuman tidak lagi tampil bagi pegawai. Notifikasi yang sudah terkirim tidak dapat dibatalkan.',
  confirmLabel: 'Tarik Pengumuman',
  busy: 'Menarik...',
  failedTitle: 'Gagal Menarik Pengumuman',
  failed: 'Pengumuman gagal ditarik. Coba lagi.',
  withdrawn: (date: string) => `Ditarik ${date}`,
} as const;

/** What HR keeps of an office or a roster: archived, used again, or deleted (docs/hr.md, "Archiving"). */
export type ArchivedThing = 'office' | 'roster';
export type ArchiveAction = 'archive' | 'restore' | 'delete';

/** An action's button on the card, the question it asks about a name, what it explains, its failure's title. */
interface ArchiveWording {
  action: string;
  question: (name: string) => string;
  explanation: string;
  confirmLabel: string;
  failedTitle: string;
  danger: boolean;
}

/** Each action's words, for an office and a roster. */
export const ARCHIVE_TEXTS: Record<ArchivedThing, Record<ArchiveAction, ArchiveWording>> = {
  office: {
    archive: {
      action: 'Arsipkan',
      question: (name) => `Arsipkan ${name}?`,
      explanation: 'Kantor tetap ada di riwayat dan pada pegawai yang pernah di sana, tetapi tidak bisa dipilih lagi untuk pegawai.',
      confirmLabel: 'Arsipkan',
      failedTitle: 'Gagal Mengarsipkan',
      danger: false,
    },
    restore: { action: 'Pakai Lagi', question: (name) => `Pakai lagi ${name}?`, explanation: 'Kantor bisa dipilih lagi untuk pegawai.', confirmLabel: 'Pakai Lagi', failedTitle: 'Gagal Menyimpan', danger: false },
    delete: {
      action: 'Hapus',
      question: (name) => `Hapus ${name}?`,
      explanation: 'Hanya kantor yang belum pernah dipakai pegawai atau absen yang bisa dihapus. Yang sudah dipakai, arsipkan saja.',
      confirmLabel: 'Hapus',
      failedTitle: 'Gagal Menghapus',
      danger: true,
    },
  },
  roster: {
    archive: {
      action: 'Arsipkan',
      question: (name) => `Arsipkan ${name}?`,
      explanation: 'Pegawai yang mengikutinya tetap memakainya, tetapi pola ini tidak bisa dipasang lagi pada pegawai lain.',
      confirmLabel: 'Arsipkan',
      failedTitle: 'Gagal Mengarsipkan',
      danger: false,
    },
    restore: { action: 'Pakai Lagi', question: (name) => `Pakai lagi ${name}?`, explanation: 'Pola shift bisa dipasang lagi pada pegawai.', confirmLabel: 'Pakai Lagi', failedTitle: 'Gagal Menyimpan', danger: false },
    delete: {
      action: 'Hapus',
      question: (name) => `Hapus ${name}?`,
      explanation: 'Hanya pola shift yang tidak diikuti pegawai yang bisa dihapus.',
      confirmLabel: 'Hapus',
      failedTitle: 'Gagal Menghapus',
      danger: true,
    },
  },
};

export const CONSOLE_TEXTS = {
  saveFailed: 'Gagal menyimpan. Coba lagi.',
  importFailed: 'Berkas tidak dapat diperiksa. Coba lagi.',
  downloadFailed: 'Berkas tidak dapat diunduh. Coba lagi.',
  chooseRosterAndPeople: 'Pilih pola shift dan minimal satu pegawai.',
  /** Above a form whose problems are shown at their fields. */
  fieldsToFix: (count: number) => `Ada ${count} isian yang perlu diperbaiki; pesannya ada di bawah isian itu.`,
} as const;

export const CORRECTION_TEXTS = {
  noteRequired: 'Alasan koreksi wajib diisi.',
  badTime: 'Jam harus berformat HH:mm.',
  failedTitle: 'Koreksi Gagal Disimpan',
  statuses: { counts: 'Dihitung', void: 'Dibatalkan (tidak dihitung)' },
} as const;


/** HR adding a record nobody made (docs/hr.md, "Corrections"): the fields of an employee's correction request. */
export const ADDITION_TEXTS = { title: 'Tambah Absen', save: 'Tambah Absen', busy: 'Menyimpan absen...' } as const;

/** The console's leave filter: every status, or one. */
export const LEAVE_FILTERS = [
  ['', 'Semua'],
  ['0', 'Menunggu'],
  ['1', 'Diterima'],
  ['2', 'Ditolak'],
  ['3', 'Dibatalkan'],
] as const;

/** What the audit log's entities are called in the console. */
export const AUDIT_ENTITIES = [
  ['', 'Semua'],
  ['employee', 'Pegawai'],
  ['attendance', 'Absen'],
  ['overtime', 'Lembur'],
  ['leave_request', 'Izin'],
  ['office', 'Kantor'],
  ['roster', 'Pola shift'],
  ['holiday', 'Hari libur'],
  ['announcement', 'Pengumuman'],
  ['import', 'Impor'],
  ['maintenance', 'Pemeliharaan berkala'],
] as const;

export const QUOTA_TEXTS = {
  badDays: 'Kuota harus bilangan bulat 0-60 hari.',
  belowUsed: (used: number) => `Kuota tidak boleh kurang dari yang sudah terpakai (${used} hari).`,
} as const;

/** An image chosen for an announcement, as bytes. */
export type ImageFile = ImportFile;

/** The words of HR's reference photos of a face (docs/faces.md, "References"). */
export const FACE_REFERENCE_TEXTS = {
  close: 'Tutup',
  remove: 'Hapus',
  adding: 'Memeriksa wajah di foto...',
  removing: 'Menghapus foto rujukan...',
  failed: 'Foto rujukan gagal disimpan. Coba lagi.',
} as const;

/**
 * The console's plain-text editor as HTML: every character escaped, a blank line between paragraphs, a line break
 * within one. Nothing typed can become markup; the server sanitizes what it stores anyway.
 */
export function announcementHtml(text: string): string {
  const escape = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${paragraph.trim().split('\n').map((line) => escape(line.trim())).join('<br>')}</p>`)
    .join('');
}

/** The console's HTML of an announcement back as the plain text it was written as: paragraphs, line breaks, no markup. */
export function announcementText(html: string): string {
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|ul|ol|div|blockquote)>\s*/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity]!)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Whom an announcement is for, in the console's words. */
export const ANNOUNCEMENT_TEXTS = {
  company: 'Seluruh perusahaan',
  chosen: 'Kantor atau bagian tertentu',
  chooseAudience: 'Pilih minimal satu kantor atau bagian penerima.',
  editTitle: 'Ubah Pengumuman',
  editHelp: 'Pegawai membaca versi baru; notifikasi tidak dikirim lagi. Isi disimpan sebagai teks biasa seperti pengumuman baru. Perubahan tercatat di log audit.',
  save: 'Simpan Perubahan',
  edit: 'Ubah',
  removeImage: 'Hapus Gambar',
  audienceOf: (offices: string[], departments: string[]) => (offices.length + departments.length === 0 ? 'Untuk seluruh perusahaan' : `Untuk ${[...offices, ...departments].join(', ')}`),
} as const;

export const SWAP_TEXTS = {
  chooseEmployee: 'Pilih pegawai ber-pola shift.',
  chooseShift: 'Pilih shift pengganti atau Libur.',
  choosePartner: 'Pilih pegawai untuk bertukar shift.',
} as const;

/** The roster calendar's words (docs/hr.md, "Rosters and shifts": the roster calendar). */
export const CALENDAR_TEXTS = {
  week: 'Minggu',
  month: 'Bulan',
  today: 'Hari Ini',
  previous: { week: 'Minggu sebelumnya', month: 'Bulan sebelumnya' },
  next: { week: 'Minggu berikutnya', month: 'Bulan berikutnya' },
  off: 'Libur',
  leave: 'Izin',
  outside: 'di luar masa kerja',
  changed: 'diubah SDM',
  help: 'Pilih hari seorang pegawai ber-pola shift untuk mengubahnya: shift lain, libur, atau bertukar dengan rekan. Pegawai berjadwal mingguan mengikuti jadwalnya dan hari libur.',
  legend: { off: 'Libur: tidak ada shift', leave: 'Izin: izin atau cuti disetujui', changed: 'Titik: hari yang diubah SDM', holiday: 'Kolom merah: hari libur' },
  more: (shown: number, more: number) => `Ditampilkan ${shown} pegawai pertama; ${more} pegawai lainnya tidak. Pilih kantor atau bagian untuk melihat mereka.`,
  empty: 'Tidak ada pegawai pada pilihan ini.',
  loadFailed: 'Kalender jadwal tidak dapat dimuat.',
} as const;

/** The console's dialogs whose words are fixed: their title, and the help under it. */
export const DIALOG_TEXTS = {
  announcement: {
    title: 'Tulis Pengumuman',
    help: 'Pisahkan paragraf dengan baris kosong. Pegawai diberi notifikasi saat pengumuman mulai tampil hari ini.',
  },
  import: {
    title: 'Impor Pegawai',
    help: 'Kolom: username, nama, nup, jabatan, level_jabatan, lalu opsional password, kantor, bagian, sub_bagian, atasan, jadwal, tanggal_mulai, tanggal_berhenti (tanggal seperti 24/11/2026); nama kolom berbahasa Inggris dari templat lama juga diterima. Berkas diperiksa dulu; tidak ada yang disimpan sebelum Anda menekan Impor.',
  },
  holidayImport: {
    title: 'Impor Hari Libur',
    help: 'Satu tahun per berkas. Kolom: tanggal (seperti 21/03/2026 atau 21 Maret 2026), nama, lalu opsional jenis (Libur nasional, Cuti bersama atau Libur perusahaan; kosong berarti libur nasional). Berkas adalah daftar libur nasional dan cuti bersama tahun itu: yang tidak ada di berkas dihapus, libur perusahaan tetap. Tidak ada yang disimpan sebelum Anda menekan Impor.',
  },
  roster: {
    title: 'Atur Pola Pegawai',
    help: 'Pegawai yang dipilih mengikuti pola shift ini mulai sekarang; hari yang sudah tercatat tidak berubah.',
  },
  rosterForm: {
    title: 'Tambah Pola Shift',
    help: 'Jam menurut kantor utama pegawai; jam selesai sebelum jam mulai berarti keesokan harinya. Siklus: kode shift atau - (libur), satu per hari, berulang mulai tanggal mulai.',
  },
  swap: {
    title: 'Tukar Shift',
    help: 'Mengubah satu hari; pola shiftnya tetap.',
  },
} as const;

/** The company's settings (docs/hr.md, "Settings"), in the console's words. */
export const SETTINGS_TEXTS = {
  busy: 'Menyimpan pengaturan...',
  badWindow: 'Batas hari pengajuan koreksi: angka 1 sampai 31.',
  badCutoff: 'Tanggal tutup buku: 0 (akhir bulan) atau angka 1 sampai 28.',
  badCutiBersama: 'Pilih apakah cuti bersama memotong kuota cuti.',
  badForgottenHours: 'Batas lupa absen pulang: angka 1 sampai 6 jam.',
  badClockInWindow: 'Batas awal absen masuk: angka 60 sampai 240 menit.',
  badBands: 'Batas kelompok menit: angka 1 sampai 600, kelompok 1 < kelompok 2 < kelompok 3.',
  badFileQuota: `Ruang berkas per pegawai: angka ${FILE_QUOTA_MB.min} sampai ${FILE_QUOTA_MB.max} MB.`,
} as const;

const wholeIn = (text: string, min: number, max: number) => /^\d{1,4}$/.test(text.trim()) && Number(text.trim()) >= min && Number(text.trim()) <= max;

/** The four bands of late and early minutes of the payroll sheet, in words: '1–30, 31–60, 61–90 dan lebih dari 90 menit'. */
export function lateEarlyBandWords(settings: CompanySettings): string {
  const limits = [settings.late_early_band_1_minutes ?? 30, settings.late_early_band_2_minutes ?? 60, settings.late_early_band_3_minutes ?? 90];
  return `${limits.map((limit, index) => `${index === 0 ? 1 : limits[index - 1]! + 1}–${limit}`).join(', ')} dan lebih dari ${limits[2]} menit (TL1–TL4, PSW1–PSW4)`;
}

/** What is wrong with the settings as typed, or null. */
export function settingsProblem(texts: { [Field in keyof CompanySettings]: string }): string | null {
  if (!wholeIn(texts.correction_window_days, 1, 31)) return SETTINGS_TEXTS.badWindow;
  if (!wholeIn(texts.payroll_cutoff_day, 0, 28)) return SETTINGS_TEXTS.badCutoff;
  if (!wholeIn(texts.cuti_bersama_uses_quota, 0, 1)) return SETTINGS_TEXTS.badCutiBersama;
  if (!wholeIn(texts.forgotten_clock_out_hours, 1, 6)) return SETTINGS_TEXTS.badForgottenHours;
  if (texts.clock_in_window_minutes !== undefined && !wholeIn(texts.clock_in_window_minutes, 60, 240)) return SETTINGS_TEXTS.badClockInWindow;
  if (texts.file_quota_mb !== undefined && !wholeIn(texts.file_quota_mb, FILE_QUOTA_MB.min, FILE_QUOTA_MB.max)) return SETTINGS_TEXTS.badFileQuota;
  const bands = [texts.late_early_band_1_minutes, texts.late_early_band_2_minutes, texts.late_early_band_3_minutes];
  if (bands.every((band) => band !== undefined)) {
    const ascending = bands.every((band, index) => wholeIn(band, 1, 600) && (index === 0 || Number(band) > Number(bands[index - 1])));
    if (!ascending) return SETTINGS_TEXTS.badBands;
  }
  return null;
}

export const PRIVACY_SETTINGS_TEXTS = {
  busy: 'Menyimpan pengaturan data pribadi...',
  badPhotoDays: 'Masa simpan foto dan posisi: angka 30 sampai 1095 hari.',
  badReferenceDays: 'Masa simpan foto rujukan wajah: angka 0 sampai 365 hari.',
  longName: 'Nama pejabat pelindungan data: maksimal 100 karakter.',
  longContact: 'Kontak pejabat pelindungan data: maksimal 200 karakter.',
} as const;

/** What is wrong with the privacy settings as typed, or null. */
export function privacySettingsProblem(texts: Record<keyof PrivacySettings, string>): string | null {
  if (!wholeIn(texts.photo_retention_days, 30, 1095)) return PRIVACY_SETTINGS_TEXTS.badPhotoDays;
  if (!wholeIn(texts.reference_retention_days, 0, 365)) return PRIVACY_SETTINGS_TEXTS.badReferenceDays;
  if (texts.officer_name.trim().length > 100) return PRIVACY_SETTINGS_TEXTS.longName;
  if (texts.officer_contact.trim().length > 200) return PRIVACY_SETTINGS_TEXTS.longContact;
  return null;
}

/** How payroll periods run, in words: the calendar month, or from the day after the cut-off day to the cut-off day. */
export const payPeriodWords = (cutoffDay: number) =>
  cutoffDay === 0 ? 'bulan kalender (tanggal 1 sampai akhir bulan)' : `sehari setelah tanggal ${cutoffDay} bulan sebelumnya sampai tanggal ${cutoffDay}`;

/** About how many seconds the rest of an import takes at its pace so far; null before the first rows are done or once all are. */
export function importSecondsLeft(total: number, done: number, elapsedMs: number): number | null {
  if (done <= 0 || done >= total) return null;
  return Math.ceil(((elapsedMs / 1000) * (total - done)) / done);
}

const wholeNumber = (value: number) => value.toLocaleString('id-ID');

/** An employee import committed in the background (docs/hr.md, "Import"). */
export const IMPORT_JOB_TEXTS = {
  progressLabel: 'Kemajuan impor',
  rows: (done: number, total: number) => `${wholeNumber(done)} dari ${wholeNumber(total)} baris diperiksa`,
  timeLeft: (seconds: number | null) => (seconds === null ? '' : seconds < 60 ? 'kurang dari 1 menit lagi' : `sekitar ${Math.round(seconds / 60)} menit lagi`),
  writing: 'Semua baris sudah diperiksa; menyimpan...',
  goesOn: "Impor tetap berjalan di server bila dialog ini ditutup. Buka 'Impor CSV/XLSX' lagi untuk melihat hasilnya.",
  unreachable: 'Kemajuan impor belum dapat dibaca; mencoba lagi...',
  pageRunning: (done: number, total: number) => `Impor pegawai sedang berjalan: ${wholeNumber(done)} dari ${wholeNumber(total)} baris diperiksa.`,
  pageFinished: 'Impor pegawai sudah selesai; hasilnya belum dibaca.',
  pageShow: 'Lihat Impor',
} as const;
