import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import useSWR from 'swr';
import { fileDownloadMachine } from './fileDownloadMachine';
import { inspect } from '../../app/inspector';
import { fetchRecap, fetchSettings, HR_SETTINGS_KEY, recapKey } from '../../api/hr';
import type { RecapRow } from '../../contract/hr';
import { dayRange, fieldDate, periodLabel, recentPayPeriods } from '../../format/indonesian';
import { hrRecapDownloadActors } from '../../hr/console.actors';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { MonthPicker } from '../../ui/MonthPicker';
import { ConsolePage } from './ConsolePage';
import { FileDownloadButtons } from './FileDownloadButtons';
import { DataTable } from '../../ui/DataTable';
import { DepartmentChart } from './DepartmentChart';
import { DayChart } from './DayChart';
import { Notice } from '../../ui/Notice';
import { PeriodStatePanel } from './PeriodStatePanel';
import { RecapAdjustments } from './RecapAdjustments';
import { PayrollSheetSection } from './PayrollSheetSection';

const providedMachine = fileDownloadMachine(hrRecapDownloadActors);

type Figures = Omit<RecapRow, 'employee_id' | 'nup' | 'name' | 'department'>;
const COLUMNS: { label: string; value: (figures: Figures) => string | number }[] = [
  { label: 'Hari kerja', value: (row) => row.scheduled_days },
  { label: 'Hadir', value: (row) => row.present_days },
  { label: 'Terlambat (hari / menit)', value: (row) => `${row.late_days} / ${row.late_minutes}` },
  { label: 'Pulang cepat (hari / menit)', value: (row) => `${row.early_leave_days} / ${row.early_leave_minutes}` },
  { label: 'Tidak hadir', value: (row) => row.absent_days },
  { label: 'Di luar kantor', value: (row) => row.outside_office_days },
  { label: 'Izin', value: (row) => Object.values(row.leave_days).reduce((sum, days) => sum + days, 0) },
  { label: 'Menunggu verifikasi', value: (row) => row.pending_records },
  { label: 'Lembur (jam)', value: (row) => row.overtime_hours },
  { label: 'Lembur dibayar (jam)', value: (row) => row.overtime_pay_hours },
];

/** The monthly recap payroll is paid from: only verified and approved records count; downloads as XLSX and CSV. */
export function HrRecapPage() {
  const cutoffDay = useSWR(HR_SETTINGS_KEY, fetchSettings).data?.payroll_cutoff_day ?? 0;
  const periods = recentPayPeriods(new Date(), cutoffDay, 12);
  const [chosen, setPeriod] = useState<string | null>(null);
  const period = chosen ?? periods[0]!;
  const query = new URLSearchParams({ period }).toString();
  // Payroll is paid from it: counted again each time the page opens (any change in the console may move a figure).
  const { data, error, mutate } = useSWR(recapKey(query), fetchRecap, { keepPreviousData: true, dedupingInterval: 0 });
  const download = useActorRef(providedMachine, { inspect });
  const downloadError = useSelector(download, (snapshot) => snapshot.context.error);

  return (
    <ConsolePage
      title="Rekap Bulanan"
      actions={<FileDownloadButtons download={download} query={query} formats={['xlsx', 'csv']} />}
    >
      <div className="max-w-60">
        <MonthPicker value={period} periods={periods} onChange={setPeriod} />
      </div>
      <PeriodStatePanel period={period} onChanged={() => void mutate()} />
      {downloadError && (
        <Notice tone="danger">
          {downloadError}
        </Notice>
      )}
      {error && !data && <LoadError error={error} fallback="Rekap tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && (
        <>
          <p className="text-sm text-ink-muted" data-testid="recap-note">
            {cutoffDay === 0 ? periodLabel(data.period) : dayRange(data.from, data.to)}, dihitung sampai {fieldDate(data.counted_until)}. Hanya data terverifikasi dan yang disetujui yang dihitung
            {data.pending_records > 0 ? `; ${data.pending_records} data absen dan lembur masih menunggu verifikasi dan belum dihitung.` : '.'}
          </p>
          <DayChart days={data.days} />
          <DepartmentChart rows={data.rows} />
          <DataTable
            label="Rekap bulanan per pegawai"
            columns={['Pegawai', ...COLUMNS.map((column) => ({ label: column.label, numeric: true as const }))]}
            minWidth="min-w-[64rem]"
            foot={<FiguresRow head="Jumlah" values={data.totals} />}
          >
            {data.rows.map((row) => (
              <FiguresRow
                key={row.employee_id}
                head={
                  <>
                    {row.name}
                    <span className="block font-normal text-ink-muted">
                      {row.nup} · {row.department ?? '-'}
                    </span>
                  </>
                }
                values={row}
                testId="recap-row"
              />
            ))}
          </DataTable>
          <RecapAdjustments adjustments={data.adjustments} />
        </>
      )}
      <PayrollSheetSection period={period} />
    </ConsolePage>
  );
}

/** One row of the recap: whose (or the totals'), then every column's figure. */
function FiguresRow({ head, values, testId }: { head: ReactNode; values: Figures; testId?: string }) {
  return (
    <tr data-testid={testId}>
      <th scope="row" className="px-3 py-2 font-semibold text-ink">
        {head}
      </th>
      {COLUMNS.map((column) => (
        <td key={column.label} className="px-3 py-2 text-right tabular-nums">
          {column.value(values)}
        </td>
      ))}
    </tr>
  );
}
