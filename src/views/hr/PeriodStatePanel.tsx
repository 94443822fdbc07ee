import useSWR from 'swr';
import { fetchPeriods, PERIODS_KEY } from '../../api/periods';
import { useAuth } from '../../auth/useAuth';
import type { PayrollPeriod } from '../../contract/hr';
import { PERIOD_WORDS, periodChangeInput, periodStateText } from '../../domain/periods';
import { dayRange, wibMoment } from '../../format/indonesian';
import { periodChangeActors } from '../../hr/periods.actors';
import { useDecisionDialog } from '../useDecisionDialog';

/**
 * The chosen payroll period's state in 'Rekap Bulanan' (docs/hr.md, "Periods"): 'Terbuka' or who closed it when;
 * 'Tutup Periode' once it has ended, 'Buka Kembali' with a reason for admins. `onChanged` reloads the recap.
 */
export function PeriodStatePanel({ period, onChanged }: { period: string; onChanged: () => void }) {
  const { data, mutate } = useSWR(PERIODS_KEY, fetchPeriods, { dedupingInterval: 0 });
  const isAdmin = useAuth((state) => state.user?.role === 'admin');
  const { decide, dialog } = useDecisionDialog('period-change', periodChangeActors, () => {
    void mutate();
    onChanged();
  });
  const shown: PayrollPeriod | undefined = data?.find((item) => item.period === period);
  if (!shown) return null;
  const days = dayRange(shown.from, shown.to);
  const closed = shown.closed_at === null ? null : { moment: wibMoment(shown.closed_at), by: shown.closed_by };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-ink" data-testid="period-state">
        Status periode: <span className="font-semibold">{periodStateText(closed)}</span>
      </p>
      {shown.state === 'open' && shown.ended && (
        <button type="button" className="btn-secondary" onClick={() => decide(periodChangeInput({ action: 'close', period }, days))}>
          {PERIOD_WORDS.close}
        </button>
      )}
      {shown.state === 'closed' && isAdmin && (
        <button type="button" className="btn-secondary" onClick={() => decide(periodChangeInput({ action: 'reopen', period }, days))}>
          {PERIOD_WORDS.reopen}
        </button>
      )}
      {dialog}
    </div>
  );
}
