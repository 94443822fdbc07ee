import useSWR from 'swr';
import { employeeSheetKey, fetchEmployeeSheet } from '../../api/payroll';
import type { PayrollFigure, PayrollFigureDay, PayrollSheetRow } from '../../contract/payroll';
import { codeWords, figureText, PAYROLL_RECORD_WORDS, PAYROLL_WORDS } from '../../domain/payroll';
import { dayRange, fieldDate, longDate } from '../../format/indonesian';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { DialogDismiss, ModalDialog } from '../../ui/ModalDialog';

/** What one day adds to a figure, in words: 'Rabu, 04 November 2026 · 47 menit · absen 41' or '… · 1,5 jam dari lembur 150 menit · lembur 23, 24'. */
function dayWords(day: PayrollFigureDay, unit: PayrollFigure['unit']) {
  const ids = (kind: PayrollFigureDay['records'][number]['kind']) => day.records.filter((record) => record.kind === kind).map((record) => record.id);
  const records = (['attendance', 'overtime', 'leave_request'] as const).filter((kind) => ids(kind).length > 0).map((kind) => `${PAYROLL_RECORD_WORDS[kind]} ${ids(kind).join(', ')}`);
  const amount = unit === 'jam' ? `${figureText(day.value)} jam dari lembur ${day.minutes} menit` : day.minutes === null ? null : `${day.minutes} menit`;
  return [longDate(day.date), amount, ...records].filter(Boolean).join(' · ');
}

/** One employee's sheet for the period: each code counted, with the days and records it counts; the codes at 0 named. */
export function PayrollEmployeeDialog({ period, row, onClosed }: { period: string; row: PayrollSheetRow; onClosed: () => void }) {
  const { data, error, mutate } = useSWR(employeeSheetKey(period, row.employee_id), fetchEmployeeSheet);
  const counted = data?.figures.filter((figure) => figure.value !== 0) ?? [];
  const zero = data?.figures.filter((figure) => figure.value === 0) ?? [];
  return (
    <ModalDialog open role="dialog" labelledBy="payroll-employee-title" describedBy="payroll-employee-help" onEscape={onClosed} className="w-[min(40rem,calc(100vw-2rem))] p-6">
      <h2 id="payroll-employee-title" className="text-lg font-semibold text-ink">
        {PAYROLL_WORDS.sheetTitle} {row.name}
      </h2>
      <p id="payroll-employee-help" className="mt-1 text-sm text-ink-muted">
        {row.nup} · {row.department ?? '-'}
        {data && `. ${dayRange(data.from, data.to)}, dihitung sampai ${fieldDate(data.counted_until)}.`}
      </p>
      {error && !data && <LoadError error={error} fallback={PAYROLL_WORDS.sheetLoadFailed} onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && (
        <div className="mt-4 flex flex-col gap-4">
          {counted.length === 0 && <p className="text-ink">{PAYROLL_WORDS.nothingCounted}</p>}
          {counted.map((figure) => (
            <section key={figure.code} aria-labelledby={`payroll-figure-${figure.code}`} data-testid="payroll-figure">
              <h3 id={`payroll-figure-${figure.code}`} className="font-semibold text-ink">
                {codeWords(figure)}: {figureText(figure.value)}
              </h3>
              <ul className="mt-1 list-disc pl-5 text-sm text-ink">
                {figure.days.map((day, index) => (
                  <li key={`${day.date}-${index}`}>{dayWords(day, figure.unit)}</li>
                ))}
              </ul>
            </section>
          ))}
          {zero.length > 0 && (
            <p className="text-sm text-ink-muted">
              {PAYROLL_WORDS.otherCodes} {zero.map((figure) => figure.code).join(', ')}.
            </p>
          )}
        </div>
      )}
      <DialogDismiss label="Tutup" onClick={onClosed} spacing="mt-6" />
    </ModalDialog>
  );
}
