import { describe, expect, it } from 'vitest';
import { monthSummary } from '../../src/domain/dayStatus';

/**
 * Issue 51: "Riwayat Absen: a month summary at the top (hadir, terlambat, tidak hadir, izin/cuti, menunggu
 * verifikasi)". A late day is a day present; a day with a clock-out and no clock-in is a day absent; sick leave is
 * leave; a day not yet over counts nowhere.
 */
describe('the month at a glance', () => {
  it('counts each day under its figures', () => {
    const days = ['Hadir', 'Hadir', 'Terlambat', 'Dinas Luar', 'Pulang Cepat', 'Tidak Hadir', 'Tidak Absen Masuk', 'Izin', 'Sakit', 'Cuti', 'Cuti', 'Menunggu Verifikasi', 'Belum Absen', 'Libur'].map((status) => ({ status }));
    expect(monthSummary(days)).toEqual([
      { key: 'present', label: 'Hadir', days: 5 },
      { key: 'late', label: 'Terlambat', days: 1 },
      { key: 'absent', label: 'Tidak hadir', days: 2 },
      { key: 'leave', label: 'Izin/cuti', days: 4 },
      { key: 'pending', label: 'Menunggu verifikasi', days: 1 },
    ]);
  });

  it('says zero for an empty month', () => {
    expect(monthSummary([]).map((figure) => figure.days)).toEqual([0, 0, 0, 0, 0]);
  });
});
