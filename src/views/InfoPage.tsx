import { useEffect } from 'react';
import useSWR, { preload } from 'swr';
import { ANNOUNCEMENTS_KEY, fetchAnnouncements } from '../api/announcements';
import { fetchHistory, historyKey } from '../api/attendance';
import { fetchVerificationQueue, VERIFICATION_QUEUE_KEY } from '../api/verification';
import { useAuth } from '../auth/useAuth';
import { canSeeStaffAttendance } from '../domain/staff';
import { periodOf } from '../format/indonesian';
import { MenuCard, MenuPage, type MenuEntry } from './shell/MenuCard';

const INFO_MENU: readonly MenuEntry[] = [
  { href: '/riwayat-absen', icon: 'i-tabler-history', title: 'Riwayat Absen', description: 'Riwayat absensi per bulan' },
  { href: '/informasi-data-diri', icon: 'i-tabler-id-badge-2', title: 'Informasi Data Diri', description: 'Data diri dan data pekerjaan' },
  { href: '/pengumuman', icon: 'i-tabler-speakerphone', title: 'Pengumuman', description: 'Pengumuman dan informasi perusahaan' },
];

/** The supervisor's verification queue, with how many records wait. */
function VerificationCard() {
  const { data } = useSWR(VERIFICATION_QUEUE_KEY, fetchVerificationQueue);
  return (
    <MenuCard
      href="/verifikasi-absen"
      icon="i-tabler-shield-check"
      title="Verifikasi Absen"
      description="Periksa absen dan lembur staf yang menunggu verifikasi"
      count={data?.length}
    />
  );
}

/** docs/product.md §2: history, personal data and announcements for everyone; related staff only above position level 4. */
export function InfoPage() {
  const positionLevel = useAuth((state) => state.user?.position_level);
  useEffect(() => {
    const period = periodOf(new Date());
    void preload(historyKey(period), () => fetchHistory(period));
    void preload(ANNOUNCEMENTS_KEY, fetchAnnouncements);
  }, []);
  return (
    <MenuPage title="Info" entries={INFO_MENU}>
      {canSeeStaffAttendance(positionLevel) && (
        <>
          <MenuCard href="/absen-staff-terkait" icon="i-tabler-users" title="Absen Staff Terkait" description="Kehadiran staf di bawah Anda" />
          <MenuCard href="/persetujuan-izin" icon="i-tabler-clipboard-check" title="Persetujuan Izin" description="Setujui atau tolak pengajuan izin staf" />
          <VerificationCard />
          <MenuCard href="/perintah-lembur" icon="i-tabler-clock-plus" title="Perintah Lembur" description="Perintahkan lembur dan putuskan pengajuan lembur staf" />
        </>
      )}
    </MenuPage>
  );
}
