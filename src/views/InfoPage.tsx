import { useEffect } from 'react';
import { preload } from 'swr';
import { fetchHistory, historyKey } from '../api/attendance';
import { useAuth } from '../auth/useAuth';
import { periodOf } from '../format/indonesian';
import { MenuCard } from './shell/MenuCard';
import { canSeeStaffAttendance } from '../domain/staff';

/** Spec §6/§9: the related-staff card only above position level 4. */

export function InfoPage() {
  const positionLevel = useAuth((state) => state.user?.position_level);
  useEffect(() => {
    const period = periodOf(new Date());
    void preload(historyKey(period), () => fetchHistory(period));
  }, []);
  return (
    <div className="flex flex-col gap-3">
      <MenuCard href="/riwayat-absen" title="Riwayat Absen" description="Riwayat absensi per bulan" />
      <MenuCard href="/informasi-data-diri" title="Informasi Data Diri" description="Data diri dan data pekerjaan" />
      <MenuCard href="/pengumuman" title="Pengumuman" description="Pengumuman dan informasi perusahaan" />
      {canSeeStaffAttendance(positionLevel) && (
        <MenuCard href="/absen-staff-terkait" title="Absen Staff Terkait" description="Kehadiran staf di bawah Anda" />
      )}
      {canSeeStaffAttendance(positionLevel) && (
        <MenuCard href="/persetujuan-izin" title="Persetujuan Izin" description="Setujui atau tolak pengajuan izin staf" />
      )}
    </div>
  );
}
