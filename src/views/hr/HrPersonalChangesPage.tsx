import useSWR from 'swr';
import { personalChangeDecisionActors } from '../../account/personalChange.actors';
import { fetchHrPersonalChanges, HR_PERSONAL_CHANGES_KEY } from '../../api/personalChanges';
import { PERSONAL_FIELD_LABELS, personalChangeDecisionInput } from '../../domain/personalChanges';
import { wibDateTime } from '../../format/indonesian';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useDecisionDialog } from '../useDecisionDialog';
import { personalValueText } from '../personal/personalValue';
import { DecisionButtons } from '../../ui/DecisionButtons';
import { ConsolePage } from './ConsolePage';

/** Employees' requests to correct their Informasi Data Diri, oldest first, approved or rejected here (docs/privacy.md, "Corrections"). */
export function HrPersonalChangesPage() {
  const { data, error, mutate } = useSWR(HR_PERSONAL_CHANGES_KEY, fetchHrPersonalChanges);
  const { decide, dialog } = useDecisionDialog('personal-change-decision', personalChangeDecisionActors, () => void mutate());
  return (
    <ConsolePage title="Perubahan Data Diri">
      <p className="text-ink-muted">Pengajuan pegawai untuk mengoreksi Informasi Data Diri. Disetujui, datanya langsung berubah; setiap keputusan tercatat di log audit.</p>
      {error && !data && <LoadError error={error} fallback="Pengajuan perubahan data tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && data.length === 0 && <p className="text-ink-muted">Tidak ada pengajuan yang menunggu.</p>}
      {data && data.length > 0 && (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Pengajuan perubahan data">
          {data.map((item) => {
            const label = PERSONAL_FIELD_LABELS[item.field];
            const subject = `${item.employee.name}: ${label} menjadi ${personalValueText(item.field, item.new_value)}`;
            return (
              <li key={item.id} className="card flex flex-col gap-1" data-testid="hr-personal-change">
                <h2 className="font-semibold text-ink">
                  {item.employee.name} <span className="font-normal text-ink-muted">· NUP {item.employee.nup}</span>
                </h2>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-ink">
                  <dt className="text-ink-muted">Data</dt>
                  <dd className="font-semibold">{label}</dd>
                  <dt className="text-ink-muted">Saat diajukan</dt>
                  <dd>{personalValueText(item.field, item.old_value)}</dd>
                  <dt className="text-ink-muted">Diminta</dt>
                  <dd className="font-semibold">{personalValueText(item.field, item.new_value)}</dd>
                  <dt className="text-ink-muted">Alasan</dt>
                  <dd>{item.reason}</dd>
                  <dt className="text-ink-muted">Diajukan</dt>
                  <dd>{wibDateTime(item.created_at)}</dd>
                </dl>
                {item.current_value !== item.old_value && (
                  <p className="text-sm text-tone-warn-fg">Data ini sudah berubah sejak diajukan: sekarang {personalValueText(item.field, item.current_value)}.</p>
                )}
                <DecisionButtons
                  onApprove={() => decide(personalChangeDecisionInput({ id: item.id, action: 'approve' }, subject))}
                  onReject={() => decide(personalChangeDecisionInput({ id: item.id, action: 'reject' }, subject))}
                />
              </li>
            );
          })}
        </ul>
      )}
      {dialog}
    </ConsolePage>
  );
}
