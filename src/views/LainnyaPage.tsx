import { useAuth } from '../auth/useAuth';
import { canUseHrConsole } from '../domain/roles';
import { MenuCard, MenuPage, type MenuEntry } from './shell/MenuCard';

const LAINNYA_MENU: readonly MenuEntry[] = [
  { href: '/absen-lembur', icon: 'i-tabler-clock-plus', title: 'Absen Lembur', description: 'Absen masuk dan pulang lembur' },
  { href: '/pengajuan-koreksi', icon: 'i-tabler-clock-edit', title: 'Pengajuan Koreksi Absen', description: 'Lupa absen atau jamnya salah? Ajukan koreksi ke atasan' },
  { href: '/pengajuan-izin', icon: 'i-tabler-file-description', title: 'Pengajuan Izin', description: 'Ajukan dan lihat riwayat izin atau cuti' },
];

export function LainnyaPage() {
  const hr = useAuth((state) => canUseHrConsole(state.user?.role));
  return (
    <MenuPage title="Lainnya" entries={LAINNYA_MENU}>
      {hr && <MenuCard href="/hr" icon="i-tabler-building" title="Konsol SDM" description="Pegawai, pola shift dan rekap bulanan untuk penggajian" />}
    </MenuPage>
  );
}
