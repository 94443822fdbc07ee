import type { HolidayKind } from '../../src/contract/shifts';

/**
 * National holidays and cuti bersama of 2026 as the government published them: Keputusan Bersama Menteri Agama,
 * Menteri Ketenagakerjaan dan Menteri PANRB Nomor 1497 Tahun 2025, Nomor 2 Tahun 2025, Nomor 5 Tahun 2025 (17 holidays
 * and 8 cuti bersama). Migration 0020 writes them once; HR changes or imports a year's list in the console. Kept as
 * the migration wrote it: a later decree is imported, not edited in here.
 */
export const SKB_2026: readonly { date: string; name: string; kind: HolidayKind }[] = [
  { date: '2026-01-01', name: 'Tahun Baru 2026 Masehi', kind: 'national' },
  { date: '2026-01-16', name: 'Isra Mikraj Nabi Muhammad SAW', kind: 'national' },
  { date: '2026-02-16', name: 'Cuti bersama Tahun Baru Imlek', kind: 'cuti_bersama' },
  { date: '2026-02-17', name: 'Tahun Baru Imlek 2577 Kongzili', kind: 'national' },
  { date: '2026-03-18', name: 'Cuti bersama Hari Suci Nyepi', kind: 'cuti_bersama' },
  { date: '2026-03-19', name: 'Hari Suci Nyepi (Tahun Baru Saka 1948)', kind: 'national' },
  { date: '2026-03-20', name: 'Cuti bersama Idulfitri', kind: 'cuti_bersama' },
  { date: '2026-03-21', name: 'Idulfitri 1447 Hijriah', kind: 'national' },
  { date: '2026-03-22', name: 'Idulfitri 1447 Hijriah', kind: 'national' },
  { date: '2026-03-23', name: 'Cuti bersama Idulfitri', kind: 'cuti_bersama' },
  { date: '2026-03-24', name: 'Cuti bersama Idulfitri', kind: 'cuti_bersama' },
  { date: '2026-04-03', name: 'Wafat Yesus Kristus', kind: 'national' },
  { date: '2026-04-05', name: 'Kebangkitan Yesus Kristus (Paskah)', kind: 'national' },
  { date: '2026-05-01', name: 'Hari Buruh Internasional', kind: 'national' },
  { date: '2026-05-14', name: 'Kenaikan Yesus Kristus', kind: 'national' },
  { date: '2026-05-15', name: 'Cuti bersama Kenaikan Yesus Kristus', kind: 'cuti_bersama' },
  { date: '2026-05-27', name: 'Iduladha 1447 Hijriah', kind: 'national' },
  { date: '2026-05-28', name: 'Cuti bersama Iduladha', kind: 'cuti_bersama' },
  { date: '2026-05-31', name: 'Hari Raya Waisak 2570 BE', kind: 'national' },
  { date: '2026-06-01', name: 'Hari Lahir Pancasila', kind: 'national' },
  { date: '2026-06-16', name: '1 Muharam Tahun Baru Islam 1448 Hijriah', kind: 'national' },
  { date: '2026-08-17', name: 'Proklamasi Kemerdekaan', kind: 'national' },
  { date: '2026-08-25', name: 'Maulid Nabi Muhammad SAW', kind: 'national' },
  { date: '2026-12-24', name: 'Cuti bersama Kelahiran Yesus Kristus', kind: 'cuti_bersama' },
  { date: '2026-12-25', name: 'Kelahiran Yesus Kristus', kind: 'national' },
];
