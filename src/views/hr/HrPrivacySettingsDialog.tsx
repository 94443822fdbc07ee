import { hrPrivacySettingsMachine, type PrivacySettingField } from '../../../machines/hrPrivacySettings.machine';
import type { PrivacySettings } from '../../contract/privacy';
import { hrPrivacySettingsActors } from '../../hr/console.actors';
import { useFlow } from '../../ui/useFlow';
import { ConsoleDialog } from './ConsoleDialog';
import { formDialogProps } from './formDialogProps';
import { SettingField } from './SettingField';

const providedMachine = hrPrivacySettingsMachine.provide({ actors: hrPrivacySettingsActors });

const FIELDS: { field: PrivacySettingField; label: string; hint: string; inputMode?: 'text' }[] = [
  {
    field: 'photo_retention_days',
    label: 'Masa simpan foto dan posisi (hari)',
    hint: 'Foto absen dan lembur, foto lokasi, surat tugas, bukti koreksi, lampiran izin dan posisi dihapus sekian hari setelah periode gajinya berakhir (30 sampai 1095). Jam, status dan keputusan tetap disimpan.',
  },
  {
    field: 'reference_retention_days',
    label: 'Masa simpan foto rujukan wajah (hari)',
    hint: 'Foto rujukan dan templat wajah dihapus sekian hari setelah tanggal berhenti pegawai (0 sampai 365), atau saat persetujuannya ditarik.',
  },
  { field: 'officer_name', label: 'Pejabat pelindungan data', hint: 'Nama yang disebut di pemberitahuan privasi pegawai. Kosongkan bila belum ditunjuk.', inputMode: 'text' },
  { field: 'officer_contact', label: 'Kontak pejabat pelindungan data', hint: 'Surel atau nomor telepon yang dapat dihubungi pegawai.', inputMode: 'text' },
];

/** Change how long photos and positions are kept and who the data protection officer is (docs/privacy.md). */
export function HrPrivacySettingsDialog({ settings, onChanged, onClosed }: { settings: PrivacySettings; onChanged: () => void; onClosed: () => void }) {
  const { actor, state, meta } = useFlow(providedMachine, settings, 'settings.changed', onChanged, onClosed);
  const editing = state.matches('editing');
  return (
    <ConsoleDialog
      id="privacy-settings"
      title="Atur Data Pribadi"
      help="Pemberitahuan privasi pegawai ikut berganti dan tercatat di log audit."
      size={28}
      {...formDialogProps(actor, state, meta)}
    >
      {FIELDS.map(({ field, label, hint, inputMode }) => (
        <SettingField
          key={field}
          id={`privacy-settings-${field}`}
          label={label}
          hint={hint}
          inputMode={inputMode}
          value={state.context.texts[field]}
          disabled={!editing}
          onChange={(value) => actor.send({ type: 'setting.edit', field, value })}
        />
      ))}
    </ConsoleDialog>
  );
}
