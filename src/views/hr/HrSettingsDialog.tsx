import { hrSettingsMachine, type CompanySettingField } from '../../../machines/hrSettings.machine';
import { type CompanySettings, FILE_QUOTA_MB } from '../../contract/hr';
import { hrSettingsActors } from '../../hr/console.actors';
import { useFlow } from '../../ui/useFlow';
import { ConsoleDialog } from './ConsoleDialog';
import { formDialogProps } from './formDialogProps';
import { SettingField } from './SettingField';

const providedMachine = hrSettingsMachine.provide({ actors: hrSettingsActors });

/** Each setting typed as a number, or chosen from its options. */
const FIELDS: { field: CompanySettingField; label: string; hint: string; options?: [value: string, label: string][] }[] = [
  { field: 'correction_window_days', label: 'Batas hari pengajuan koreksi', hint: 'Pegawai dapat mengajukan koreksi untuk hari ini dan hari-hari sebelumnya, sebanyak ini (1 sampai 31).' },
  { field: 'payroll_cutoff_day', label: 'Tanggal tutup buku periode gaji', hint: '0: bulan kalender. 25: periode November adalah 26 Oktober sampai 25 November.' },
  {
    field: 'cuti_bersama_uses_quota',
    label: 'Cuti bersama',
    hint: 'Bila memotong kuota, setiap cuti bersama pada hari kerja pegawai mengurangi sisa kuota Cuti tahun itu.',
    options: [
      ['0', 'Tidak memotong kuota cuti'],
      ['1', 'Memotong kuota cuti'],
    ],
  },
  { field: 'forgotten_clock_out_hours', label: 'Batas lupa absen pulang (jam)', hint: 'Sekian jam setelah jam pulang shift, absen masuk tanpa absen pulang ditandai lupa absen pulang (1 sampai 6). Absen pulang sesudahnya menunggu verifikasi: di luar jam shift.' },
  { field: 'clock_in_window_minutes', label: 'Batas awal absen masuk (menit)', hint: 'Absen masuk paling awal sekian menit sebelum jam masuk shift (60 sampai 240). Lebih awal, atau sesudah jam pulang shift, absen menunggu verifikasi: di luar jam shift.' },
  ...([1, 2, 3] as const).map((band) => ({
    field: `late_early_band_${band}_minutes` as const,
    label: `Batas kelompok ${band} terlambat dan pulang cepat (menit)`,
    hint: `Menit terakhir kelompok ${band} (TL${band} dan PSW${band} di lembar penggajian); di atas batas kelompok 3 adalah TL4 dan PSW4.`,
  })),
  {
    field: 'file_quota_mb',
    label: 'Ruang berkas per pegawai (MB)',
    hint: `Foto absen dan lembur, lampiran izin dan foto bukti koreksi yang disimpan untuk tiap pegawai (${FILE_QUOTA_MB.min} sampai ${FILE_QUOTA_MB.max}). Lampiran yang melebihinya ditolak; foto absen dan lembur dihitung tetapi tidak pernah ditolak.`,
  },
];

/** Change the company's settings: the correction window, the payroll cut-off, cuti bersama and the forgotten clock-out. */
export function HrSettingsDialog({ settings, onChanged, onClosed }: { settings: CompanySettings; onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, settings, 'settings.changed', onChanged, onClosed);
  const editing = state.matches('editing');
  return (
    <ConsoleDialog id="settings" title="Ubah Pengaturan" help="Berlaku untuk seluruh perusahaan dan tercatat di log audit." size={28} {...formDialogProps(actor, state, meta)}>
      {FIELDS.map(({ field, label, hint, options }) => (
        <SettingField
          key={field}
          id={`settings-${field}`}
          label={label}
          hint={hint}
          options={options}
          value={state.context.texts[field]}
          disabled={!editing}
          onChange={(value) => actor.send({ type: 'setting.edit', field, value })}
        />
      ))}
    </ConsoleDialog>
  );
}
