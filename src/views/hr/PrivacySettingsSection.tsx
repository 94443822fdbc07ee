import { useState } from 'react';
import useSWR from 'swr';
import { fetchPrivacySettings, HR_PRIVACY_SETTINGS_KEY } from '../../api/hr';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { HrPrivacySettingsDialog } from './HrPrivacySettingsDialog';

/** Pengaturan → Data pribadi (docs/privacy.md): how long photos and positions are kept, and the data protection officer. */
export function PrivacySettingsSection() {
  const { data, error, mutate } = useSWR(HR_PRIVACY_SETTINGS_KEY, fetchPrivacySettings);
  const [editing, setEditing] = useState(false);
  return (
    <section className="flex flex-col gap-3" aria-labelledby="privacy-settings-heading">
      <h2 id="privacy-settings-heading" className="text-lg font-semibold text-ink">
        Data pribadi
      </h2>
      {error && !data && <LoadError error={error} fallback="Pengaturan data pribadi tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && (
        <>
          <dl className="card grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]" data-testid="privacy-settings">
            <dt className="font-semibold text-ink">Foto dan posisi absen</dt>
            <dd className="text-ink">Dihapus {data.photo_retention_days} hari setelah periode gajinya berakhir, kecuali yang masih menunggu keputusan</dd>
            <dt className="font-semibold text-ink">Foto rujukan wajah</dt>
            <dd className="text-ink">
              Dihapus {data.reference_retention_days === 0 ? 'sehari' : `${data.reference_retention_days} hari`} setelah masa kerja berakhir, atau saat persetujuan ditarik
            </dd>
            <dt className="font-semibold text-ink">Pejabat pelindungan data</dt>
            <dd className="text-ink">{data.officer_name ? `${data.officer_name}${data.officer_contact ? `, ${data.officer_contact}` : ''}` : 'Belum ditunjuk: pegawai diarahkan ke bagian SDM'}</dd>
          </dl>
          <button type="button" className="btn-secondary self-start" onClick={() => setEditing(true)}>
            Atur Data Pribadi
          </button>
          {editing && <HrPrivacySettingsDialog settings={data} onChanged={() => void mutate()} onClosed={() => setEditing(false)} />}
        </>
      )}
    </section>
  );
}
