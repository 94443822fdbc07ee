import useSWR from 'swr';
import { accessLogKey, fetchAccessLogOf } from '../../api/hr';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { DialogDismiss, ModalDialog } from '../../ui/ModalDialog';
import { AccessLogList } from '../privacy/AccessLogList';

/** Who looked at one employee's record photos, positions and reference photos (docs/privacy.md, "Who looked"): read only. */
export function HrAccessLogDialog({ employee, onClosed }: { employee: { id: number; name: string }; onClosed: () => void }) {
  const { data, error, mutate } = useSWR(accessLogKey(employee.id), fetchAccessLogOf);
  return (
    <ModalDialog open role="dialog" labelledBy="access-log-title" describedBy="access-log-help" onEscape={onClosed} className="w-[min(40rem,calc(100vw-2rem))] p-6">
      <h2 id="access-log-title" className="text-lg font-semibold text-ink">
        Akses Data: {employee.name}
      </h2>
      <p id="access-log-help" className="mt-1 text-sm text-ink-muted">
        Siapa yang melihat foto absen, posisi, foto rujukan wajah, atau foto bukti pengajuan koreksi pegawai ini, terbaru dulu. Pegawai melihat catatan yang sama di aplikasinya.
      </p>
      {error && !data && <LoadError error={error} fallback="Catatan akses tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && <AccessLogList entries={data} whose={employee.name} empty="Belum ada orang lain yang melihat foto atau posisi pegawai ini." />}
      <DialogDismiss label="Tutup" onClick={onClosed} spacing="mt-4" />
    </ModalDialog>
  );
}
