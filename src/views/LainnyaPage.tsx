import { useAuth } from '../auth/useAuth';
import { canUseHrConsole } from '../domain/roles';
import { MenuCard } from './shell/MenuCard';

export function LainnyaPage() {
  const hr = useAuth((state) => canUseHrConsole(state.user?.role));
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold text-ink">Lainnya</h1>
      <MenuCard href="/absen-lembur" icon="i-tabler-clock-plus" title="Absen Lembur" description="Absen masuk dan pulang lembur" />
      <MenuCard href="/pengajuan-koreksi" icon="i-tabler-clock-edit" title="Pengajuan Koreksi Absen" description="Lupa absen atau jamnya salah? Ajukan koreksi ke atasan" />
      <MenuCard href="/pengajuan-izin" icon="i-tabler-file-description" title="Pengajuan Izin" description="Ajukan dan lihat riwayat izin atau cuti" />
      {hr && <MenuCard href="/hr" icon="i-tabler-building" title="Konsol SDM" description="Pegawai, pola shift dan rekap bulanan untuk penggajian" />}
    </div>
  );
}
