import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { fetchSettings, HR_SETTINGS_KEY, isRecapKey } from '../../api/hr';
import { FILE_QUOTA_MB } from '../../contract/hr';
import { lateEarlyBandWords, payPeriodWords } from '../../domain/hrConsole';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { ConsolePage } from './ConsolePage';
import { HrSettingsDialog } from './HrSettingsDialog';
import { PrivacySettingsSection } from './PrivacySettingsSection';
import { PayrollKeysSection } from './PayrollKeysSection';
import { MaintenanceSection } from './MaintenanceSection';

/** The company's settings (docs/hr.md, "Settings"), in words, with 'Ubah Pengaturan'. */
export function HrSettingsPage() {
  const { data, error, mutate } = useSWR(HR_SETTINGS_KEY, fetchSettings);
  const [editing, setEditing] = useState(false);
  const { mutate: refresh } = useSWRConfig();
  const changed = () => {
    void mutate();
    void refresh(isRecapKey);
  };
  return (
    <ConsolePage title="Pengaturan">
      {error && !data && <LoadError error={error} fallback="Pengaturan tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && (
        <>
          <dl className="card grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]" data-testid="settings">
            <dt className="font-semibold text-ink">Pengajuan koreksi absen</dt>
            <dd className="text-ink">Untuk {data.correction_window_days} hari terakhir, hari ini termasuk</dd>
            <dt className="font-semibold text-ink">Periode gaji</dt>
            <dd className="text-ink">Mengikuti {payPeriodWords(data.payroll_cutoff_day)}; rekap, berkas rekap dan riwayat pegawai mengikutinya</dd>
            <dt className="font-semibold text-ink">Cuti bersama</dt>
            <dd className="text-ink">{data.cuti_bersama_uses_quota ? 'Memotong kuota Cuti tahun itu, pada hari kerja pegawai' : 'Tidak memotong kuota cuti'}</dd>
            <dt className="font-semibold text-ink">Lupa absen pulang</dt>
            <dd className="text-ink">Ditandai {data.forgotten_clock_out_hours} jam setelah jam pulang shift, lalu menunggu verifikasi atasan</dd>
            <dt className="font-semibold text-ink">Jam shift</dt>
            <dd className="text-ink">
              Absen masuk dari {data.clock_in_window_minutes ?? 120} menit sebelum jam masuk sampai jam pulang shift; di luar itu absen menunggu verifikasi atasan
            </dd>
            <dt className="font-semibold text-ink">Kelompok terlambat dan pulang cepat</dt>
            <dd className="text-ink">{lateEarlyBandWords(data)}</dd>
            <dt className="font-semibold text-ink">Ruang berkas per pegawai</dt>
            <dd className="text-ink">
              {data.file_quota_mb ?? FILE_QUOTA_MB.default} MB; lampiran izin dan foto bukti koreksi yang melebihinya ditolak, foto absen dan lembur dihitung tetapi tidak pernah ditolak
            </dd>
          </dl>
          <button type="button" className="btn-secondary self-start" onClick={() => setEditing(true)}>
            Ubah Pengaturan
          </button>
          {editing && <HrSettingsDialog settings={data} onChanged={changed} onClosed={() => setEditing(false)} />}
        </>
      )}
      <PrivacySettingsSection />
      <PayrollKeysSection />
      <MaintenanceSection />
    </ConsolePage>
  );
}
