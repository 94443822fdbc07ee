import { MenuCard } from './shell/MenuCard';

export function LainnyaPage() {
  return (
    <div className="flex flex-col gap-3">
      <MenuCard href="/absen-lembur" title="Absen Lembur" description="Absen masuk dan pulang lembur" />
      <MenuCard href="/pengajuan-izin" title="Pengajuan Izin" description="Ajukan dan lihat riwayat izin atau cuti" />
    </div>
  );
}
