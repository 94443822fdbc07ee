import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import useSWR from 'swr';
import { inspect } from '../../app/inspector';
import { fetchPayrollSheet, payrollSheetKey } from '../../api/payroll';
import type { PayrollSheetRow } from '../../contract/payroll';
import { codeWords, figureText, PAYROLL_WORDS } from '../../domain/payroll';
import { payrollSheetDownloadActors } from '../../hr/payroll.actors';
import { TitledCard } from '../../ui/Card';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Notice } from '../../ui/Notice';
import { fileDownloadMachine } from './fileDownloadMachine';
import { FileDownloadButtons } from './FileDownloadButtons';
import { PayrollEmployeeDialog } from './PayrollEmployeeDialog';

const providedMachine = fileDownloadMachine(payrollSheetDownloadActors);

/**
 * 'Lembar Penggajian' in 'Rekap Bulanan' (docs/hr.md, "Payroll sheet"): every employee's figure per code for the
 * chosen period, each code explained; an employee's name opens the days and records behind each figure.
 */
export function PayrollSheetSection({ period }: { period: string }) {
  const { data, error, mutate } = useSWR(payrollSheetKey(period), fetchPayrollSheet, { keepPreviousData: true, dedupingInterval: 0 });
  const download = useActorRef(providedMachine, { inspect });
  const downloadError = useSelector(download, (snapshot) => snapshot.context.error);
  const [opened, setOpened] = useState<PayrollSheetRow | null>(null);

  return (
    <TitledCard id="payroll-sheet-title" title={PAYROLL_WORDS.sheetTitle}>
      <p className="text-sm text-ink-muted">{PAYROLL_WORDS.sheetIntro}</p>
      <FileDownloadButtons download={download} query={period} formats={['xlsx', 'csv']} what="Lembar" />
      {downloadError && <Notice tone="danger">{downloadError}</Notice>}
      {error && !data && <LoadError error={error} fallback={PAYROLL_WORDS.sheetLoadFailed} onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && data.rows.length === 0 && <EmptyState>{PAYROLL_WORDS.sheetEmpty}</EmptyState>}
      {data && data.rows.length > 0 && (
        <>
          <DataTable
            label="Lembar penggajian per pegawai"
            columns={['Pegawai', ...data.codes.map((code) => ({ label: code.code, numeric: true as const, head: <abbr title={codeWords(code)}>{code.code}</abbr> }))]}
            minWidth="min-w-[80rem]"
          >
            {data.rows.map((row) => (
              <tr key={row.employee_id} data-testid="payroll-sheet-row">
                <th scope="row" className="min-w-56 px-3 py-1 font-semibold text-ink">
                  <button type="button" className="min-h-11 text-left text-brand underline" onClick={() => setOpened(row)}>
                    {row.name}
                  </button>
                  <span className="block font-normal text-ink-muted">
                    {row.nup} · {row.department ?? '-'}
                  </span>
                </th>
                {data.codes.map((code) => (
                  <td key={code.code} className="px-3 py-1 text-right tabular-nums">
                    {figureText(row.figures[code.code] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </DataTable>
          <section aria-labelledby="payroll-legend-title">
            <h3 id="payroll-legend-title" className="text-sm font-semibold text-ink">
              {PAYROLL_WORDS.legend}
            </h3>
            <ul className="mt-1 grid gap-x-6 text-sm text-ink sm:grid-cols-2 lg:grid-cols-3" data-testid="payroll-legend">
              {data.codes.map((code) => (
                <li key={code.code}>{codeWords(code)}</li>
              ))}
            </ul>
          </section>
        </>
      )}
      {opened && <PayrollEmployeeDialog period={period} row={opened} onClosed={() => setOpened(null)} />}
    </TitledCard>
  );
}
