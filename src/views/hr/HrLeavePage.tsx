import { useState } from 'react';
import { useDecisionDialog } from '../useDecisionDialog';
import useSWR from 'swr';
import type { HrQuotaInput } from '../../../machines/hrQuota.machine';
import { fetchHrLeave, fetchHrQuotas, hrLeaveKey, hrQuotasKey } from '../../api/hr';
import { fetchLeaveList, leaveListKey } from '../../api/leave';
import { LEAVE_FILTERS } from '../../domain/hrConsole';
import { leaveDecisionInput } from '../../domain/leave';
import { dateRange, periodOf, periodsAround } from '../../format/indonesian';
import { hrLeaveDecisionActors } from '../../hr/console.actors';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { MonthPicker } from '../../ui/MonthPicker';
import { LeaveStatusBadge } from '../leave/LeaveStatusBadge';
import { ConsolePage } from './ConsolePage';
import { HrQuotaDialog } from './HrQuotaDialog';
import { DecisionButtons } from '../../ui/DecisionButtons';
import { DataTable } from '../../ui/DataTable';

/** Every leave request of a month, decided here when needed, and each employee's yearly quota. */
export function HrLeavePage() {
  const [period, setPeriod] = useState(() => periodOf(new Date()));
  const [status, setStatus] = useState('0');
  const { data, error, mutate } = useSWR(hrLeaveKey(new URLSearchParams({ period, status }).toString()), fetchHrLeave, { keepPreviousData: true });
  const year = Number(period.slice(0, 4));
  const [typeCode, setTypeCode] = useState('CUTI');
  const types = useSWR(leaveListKey(period), () => fetchLeaveList(period)).data?.form ?? [];
  const quotas = useSWR(hrQuotasKey(year, typeCode), fetchHrQuotas);
  const { decide: setDeciding, dialog: decidingDialog } = useDecisionDialog('decision', hrLeaveDecisionActors, () => {
    void mutate();
    void quotas.mutate();
  });
  const [quota, setQuota] = useState<{ input: HrQuotaInput; name: string } | null>(null);

  return (
    <ConsolePage title="Izin dan Cuti">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48">
          <MonthPicker value={period} periods={periodsAround(new Date(), 3, 12)} onChange={setPeriod} />
        </div>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink-muted">
          Status
          <select className="input" value={status} onChange={(event) => setStatus(event.target.value)}>
            {LEAVE_FILTERS.map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && !data && <LoadError error={error} fallback="Pengajuan izin tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && data.length === 0 && <p className="text-ink-muted">Tidak ada pengajuan.</p>}
      {data && data.length > 0 && (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Pengajuan izin">
          {data.map((item) => (
            <li key={item.id} className="card flex flex-col gap-1" data-testid="hr-leave">
              <h2 className="font-semibold text-ink">
                {item.employee.name} <span className="font-normal text-ink-muted">· NUP {item.employee.nup}</span>
              </h2>
              <p className="text-sm text-ink">
                {item.reason}, {dateRange(item.start_date, item.end_date)} ({item.working_days ?? 0} hari kerja)
              </p>
              <p className="text-sm text-ink-muted">{item.description}</p>
              <div className="flex flex-wrap items-center gap-2 text-sm text-ink">
                <LeaveStatusBadge status={item.status} />
                {item.note && <span>{item.note}</span>}
              </div>
              {item.status === '0' && (
                <DecisionButtons
                  onApprove={() => setDeciding(leaveDecisionInput({ action: 'approve', id: item.id }, `${item.employee.name}: ${item.reason}, ${dateRange(item.start_date, item.end_date)}`))}
                  onReject={() => setDeciding(leaveDecisionInput({ action: 'reject', id: item.id }, `${item.employee.name}: ${item.reason}, ${dateRange(item.start_date, item.end_date)}`))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">Kuota {year}</h2>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink-muted">
          Jenis
          <select className="input" value={typeCode} onChange={(event) => setTypeCode(event.target.value)}>
            {(types.length > 0 ? types : [{ value: 'CUTI', label: 'Cuti Tahunan' }]).map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {quotas.error && !quotas.data && <LoadError error={quotas.error} fallback="Kuota cuti tidak dapat dimuat." onRetry={() => void quotas.mutate()} />}
      {quotas.data && (
        <DataTable label={`Kuota cuti ${year}`} columns={['Pegawai', 'Kuota', 'Disetujui', 'Menunggu', 'Tindakan']} minWidth="min-w-[36rem]">
          {quotas.data.map((row) => (
            <tr key={row.employee.id} data-testid="hr-quota">
              <th scope="row" className="px-3 py-2 font-semibold text-ink">
                {row.employee.name}
              </th>
              <td className="px-3 py-2 tabular-nums">{row.days ?? 'Tanpa batas'}</td>
              <td className="px-3 py-2 tabular-nums">{row.used}</td>
              <td className="px-3 py-2 tabular-nums">{row.pending}</td>
              <td className="px-3 py-2">
                <button
                  type="button"
                  className="btn-ghost"
                  aria-label={`Ubah kuota ${row.employee.name}`}
                  onClick={() => setQuota({ input: { employeeId: row.employee.id, year, leaveTypeCode: typeCode, days: row.days ?? 0, used: row.used }, name: row.employee.name })}
                >
                  Ubah
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {decidingDialog}
      {quota && (
        <HrQuotaDialog
          input={quota.input}
          name={quota.name}
          typeLabel={types.find((type) => type.value === typeCode)?.label ?? 'Cuti Tahunan'}
          onChanged={() => void quotas.mutate()}
          onClosed={() => setQuota(null)}
        />
      )}
    </ConsolePage>
  );
}
