import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../src/contract/schemas';
import { cacheFromCopies, copiedAt, isKeptOffline } from '../../src/offline/offlineCopies';

const DASHBOARD: Dashboard = {
  name: 'Andi Saputra',
  position: 'Staf Pelayanan Pelanggan',
  department: 'Bagian Hubungan Langganan',
  office: 'Kantor Pusat',
  is_absen_in: true,
  is_absen_out: false,
  absent_status: 'Hadir',
  inphoto: '/files/abc?expires=1&signature=x',
  inpresent: '07:22:00',
  outphoto: null,
  in_record: null,
  out_record: null,
  outpresent: '00:00:00',
  offices: [{ name: 'Kantor Pusat', latitude: -6.98, longitude: 110.4, radius_m: 100 }],
  absent_color: '16a34a',
  emp_photo: null,
  work_date: '2026-11-23',
  shift: { date: '2026-11-23', name: 'Reguler', start_time: '07:30', end_time: '16:00', time_zone: 'WIB' },
  next_shifts: [],
  face_check: false,
};
/** Monday 23 November 2026, 07:40 local time. */
const NOW = new Date(2026, 10, 23, 7, 40);

describe('offline copies', () => {
  it.each([
    ['mobile-v2/absent-information', true],
    ['mobile-v2/riwayat-absen?period=202611', true],
    ['mobile-v2/pengumuman', true],
    ['mobile-v2/pegawai-data', true],
    ['mobile-v2/absen-lembur/list?period=202611', false],
    ['mobile-v2/izin/persetujuan', false],
    [['riwayatListIzin', '202611'], false],
  ])('keeps %s: %s (dashboard, history, announcements, personal data only)', (key, kept) => {
    expect(isKeptOffline(key)).toBe(kept);
  });

  it("shows today's dashboard copy as it was, and says from when", () => {
    const savedAt = new Date(2026, 10, 23, 7, 25).getTime();
    const cache = cacheFromCopies({ 'mobile-v2/absent-information': { data: DASHBOARD, savedAt } }, NOW);
    const shown = cache.get('mobile-v2/absent-information')!.data;
    expect(shown).toEqual(DASHBOARD);
    expect(copiedAt(shown)).toBe(savedAt);
  });

  it("does not carry an earlier day's clock-in into today, but keeps who and where", () => {
    const savedAt = new Date(2026, 10, 22, 16, 5).getTime();
    const shown = cacheFromCopies({ 'mobile-v2/absent-information': { data: DASHBOARD, savedAt } }, NOW).get('mobile-v2/absent-information')!.data;
    expect(shown).toEqual({
      ...DASHBOARD,
      is_absen_in: false,
      is_absen_out: false,
      inphoto: null,
      outphoto: null,
      inpresent: '00:00:00',
      outpresent: '00:00:00',
      absent_status: 'Belum diketahui',
      absent_color: '64748b',
    });
    expect(copiedAt(shown)).toBe(savedAt);
  });

  it('never marks data that came from the server', () => {
    expect(copiedAt({ ...DASHBOARD })).toBeNull();
    expect(copiedAt([])).toBeNull();
    expect(copiedAt(undefined)).toBeNull();
  });
});
