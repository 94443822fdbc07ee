import type { HolidayKind, PlannedDay } from '../contract/shifts';

export const SHIFT_MESSAGES = {
  officeNotFound: 'Kantor tidak ditemukan.',
  officeCreated: 'Kantor ditambahkan.',
  officeUpdated: 'Kantor disimpan.',
  rosterNotFound: 'Pola shift tidak ditemukan.',
  rosterCreated: 'Pola shift ditambahkan.',
  rosterUpdated: 'Pola shift disimpan.',
  rosterNameTaken: 'Nama pola shift sudah dipakai.',
  officeStillHome: (count: number) => `Kantor ini masih dipakai ${count} pegawai aktif. Pindahkan mereka ke kantor lain dahulu.`,
  officeHasHistory: 'Kantor ini sudah punya riwayat (pegawai atau absen). Arsipkan saja agar riwayatnya tetap utuh.',
  officeIsArchived: (name: string) => `Kantor ${name} sudah diarsipkan. Pilih kantor lain.`,
  rosterHasFollowers: (count: number) => `Pola shift ini diikuti ${count} pegawai. Arsipkan saja, atau pindahkan mereka ke pola lain dahulu.`,
  rosterIsArchived: (name: string) => `Pola shift ${name} sudah diarsipkan. Pilih pola lain.`,
  employeesNotFound: 'Sebagian pegawai tidak ditemukan. Muat ulang daftar pegawai.',
  assigned: (count: number) => `${count} pegawai diatur polanya.`,
  notOnRoster: 'Pegawai ini tidak mengikuti pola shift. Tukar shift hanya untuk pegawai ber-pola shift.',
  unknownShift: 'Kode shift tidak ada di pola shift pegawai ini.',
  swapNeedsOne: 'Pilih shift pengganti atau pegawai untuk bertukar shift.',
  swapSelf: 'Pilih pegawai lain untuk bertukar shift.',
  swapped: 'Jadwal shift diubah.',
  swapOverlaps: (name: string, date: string, otherDate: string) =>
    `Tukar shift ditolak: shift ${name} pada ${date} akan bertabrakan dengan shiftnya pada ${otherDate}.`,
  holidayAdded: 'Hari libur ditambahkan.',
  holidayRemoved: 'Hari libur dihapus.',
  holidayTaken: 'Tanggal itu sudah hari libur.',
  holidayNotFound: 'Hari libur tidak ditemukan.',
  holidaysImported: (created: number, updated: number, removed: number) => `Impor hari libur selesai: ${created} baru, ${updated} diubah, ${removed} dihapus.`,
} as const;

/** What archiving, using again and deleting an office or a roster answer (docs/hr.md, "Archiving"). */
export const ARCHIVE_MESSAGES = {
  office: { notFound: SHIFT_MESSAGES.officeNotFound, archive: 'Kantor diarsipkan.', restore: 'Kantor dipakai lagi.', delete: 'Kantor dihapus.', inUse: SHIFT_MESSAGES.officeHasHistory },
  roster: {
    notFound: SHIFT_MESSAGES.rosterNotFound,
    archive: 'Pola shift diarsipkan.',
    restore: 'Pola shift dipakai lagi.',
    delete: 'Pola shift dihapus.',
    inUse: 'Pola shift ini sudah diikuti pegawai. Arsipkan saja, atau pindahkan mereka ke pola lain dahulu.',
  },
} as const;

export const HOLIDAY_KIND_LABELS: Record<HolidayKind, string> = { national: 'Libur nasional', cuti_bersama: 'Cuti bersama', company: 'Libur perusahaan' };

/** 'Malam · 23:00–07:00 WIB', or 'Libur' for a day off. */
export const plannedDayLabel = (day: PlannedDay) => (day.name === null ? 'Libur' : `${day.name} · ${day.start_time}–${day.end_time} ${day.time_zone}`);
