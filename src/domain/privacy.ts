import type { AccessKind, PrivacyNoticeState } from '../contract/privacy';

/**
 * What the app keeps of an employee and why (UU PDP 27/2022), as Akun → Privasi dan Data Saya says it
 * (docs/privacy.md). Only what the app does today: a change of what is kept changes this text, and its version; the
 * periods and the officer are HR's settings, and a change of them moves the version on too (the server's).
 */
export const PRIVACY_NOTICE_VERSION = '2026-12-08';

const keptAfterEmployment = (days: number) => (days === 0 ? 'sehari setelah masa kerja Anda berakhir' : `${days} hari setelah masa kerja Anda berakhir`);

/** The notice's paragraphs, with the periods and the data protection officer HR set. */
export function privacyNotice({ retention, officer }: Pick<PrivacyNoticeState, 'retention' | 'officer'>): string[] {
  return [
    'Yang disimpan: data diri Anda dari SDM; absen dan lembur Anda (jam, posisi dan ketepatannya, foto wajah, foto lokasi dan surat tugas bila diminta); izin dan lampirannya; perangkat dan kunci sandi (passkey) yang Anda daftarkan; serta, bila Anda menyetujui pemeriksaan wajah, foto rujukan dan templat wajah Anda dan rekaman gerak wajah (empat gambar kecil) yang dikirim bersama absen.',
    'Tujuannya: mencatat kehadiran dan lembur untuk penggajian, dan memastikan absen dilakukan oleh Anda sendiri, di tempat dan waktu yang Anda nyatakan.',
    'Yang dapat melihat: atasan Anda (langsung dan di atasnya) untuk absen dan izin yang perlu diputuskan, dan petugas SDM. Setiap kali orang lain melihat foto absen, posisi, foto bukti pengajuan koreksi, atau foto rujukan wajah Anda, hal itu dicatat dan ditampilkan di bawah.',
    `Berapa lama: foto absen dan lembur, rekaman gerak wajah, foto lokasi, surat tugas, bukti pengajuan koreksi, lampiran izin, dan posisi absen disimpan sampai ${retention.photo_days} hari setelah periode gajinya berakhir, lalu dihapus. Bukti dan lampiran pengajuan yang ditarik, dibatalkan, atau ditolak langsung dihapus. Jam, status, jarak, dan keputusan tetap disimpan untuk penggajian. Absen yang masih menunggu keputusan atau pengajuan koreksi disimpan sampai diputuskan.`,
    `Foto rujukan dan templat wajah dihapus saat Anda menarik persetujuan atau ${keptAfterEmployment(retention.reference_days)}.`,
    'Hak Anda: mengetahui data yang disimpan dan mengunduh salinannya, melihat siapa yang melihatnya, meminta perbaikan data diri kepada SDM, dan menarik persetujuan pemeriksaan wajah kapan saja.',
    officer
      ? `Pejabat pelindungan data: ${officer.name}${officer.contact ? ` (${officer.contact})` : ''}. Hubungi untuk pertanyaan atau keberatan tentang data Anda.`
      : 'Pertanyaan atau keberatan tentang data Anda dapat disampaikan kepada bagian SDM.',
  ];
}

/** Said where a record's photo was, once its retention ended (docs/privacy.md, "Retention"). */
export const PHOTOS_REMOVED = 'Foto dihapus sesuai kebijakan retensi';

/** What someone else saw, in words. */
export const ACCESS_WHAT: Record<AccessKind, string> = { photo: 'foto', position: 'posisi', reference: 'foto rujukan wajah', evidence: 'foto bukti pengajuan koreksi' };

/**
 * "foto absen masuk Anda tanggal 20 November 2026": what was seen, whose (the employee reads "Anda", HR the name), of
 * which record (its label and date in words).
 */
export function accessWhat(what: AccessKind, record: { label: string; date: string } | null, whose = 'Anda'): string {
  return record ? `${ACCESS_WHAT[what]} ${record.label.toLowerCase()} ${whose} tanggal ${record.date}` : `${ACCESS_WHAT[what]} ${whose}`;
}

/** 'Unduh Data Saya' in words (docs/privacy.md, "Each employee's own copy"). */
export const DATA_EXPORT_TEXTS = {
  heading: 'Salinan data Anda',
  what: 'Satu berkas ZIP berisi data diri, absen, lembur, izin, pengajuan koreksi dan perubahan data, perangkat, persetujuan, dan catatan akses (JSON dan CSV), serta foto yang masih disimpan; salinan lebih dari 500 MB dibagi menjadi beberapa berkas ZIP. Dapat diminta sekali sehari.',
  request: 'Unduh Data Saya',
  requestAgain: 'Minta Salinan Baru',
  preparing: 'Salinan sedang disiapkan. Biasanya selesai dalam beberapa menit; halaman ini memberi tahu bila sudah siap.',
  download: 'Unduh Salinan (ZIP)',
  downloadPart: (part: number, parts: number) => `Unduh Bagian ${part} dari ${parts} (ZIP)`,
  partsNote: 'Salinan Anda lebih dari 500 MB sehingga dibagi menjadi beberapa berkas ZIP: unduh semuanya. Data (JSON dan CSV) ada di bagian terakhir, foto di semua bagian.',
  linkNote: 'Tautan berlaku 10 menit; buka halaman ini lagi untuk tautan baru.',
  failed: 'Salinan gagal disiapkan.',
  tomorrow: 'Salinan baru dapat diminta lagi besok.',
  readFailed: 'Status salinan tidak dapat dimuat.',
  requestFailed: 'Salinan tidak dapat diminta. Coba lagi.',
} as const;

/** A copy larger than this is written as several ZIPs, each at most this large (docs/privacy.md). */
export const DATA_EXPORT_PART_BYTES = 500_000_000;

/** The name a copy's ZIP is downloaded as: one, or part `part` of `parts`. */
export const dataExportFileName = (part: number, parts: number) => (parts > 1 ? `salinan-data-saya-bagian-${part}-dari-${parts}.zip` : 'salinan-data-saya.zip');

/** '1,2 GB', '1,2 MB', '840 KB': a file's size as people read it. */
export function fileSizeWords(bytes: number): string {
  if (bytes >= 1_000_000_000) return `${(bytes / 1_000_000_000).toFixed(1).replace('.', ',')} GB`;
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1_000))} KB`;
}
