import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { DASHBOARD_KEY, fetchDashboard } from '../api/attendance';
import { fetchOvertime, isOvertimeKey, overtimeKey } from '../api/overtime';
import { usePendingAttendance } from '../attendance/usePendingAttendance';
import type { Direction } from '../domain/attendance';
import { overtimeRejectedText } from '../domain/verification';
import { hasTime, periodOf } from '../format/indonesian';
import { LoadError } from '../ui/LoadError';
import { FlowNotice } from './attendance/FlowNotice';
import { useAttendanceAttempt } from './attendance/useAttendanceAttempt';
import { MonthHistory } from './history/MonthHistory';
import { LiveClock } from './LiveClock';
import { SubPage } from './shell/SubPage';
import { OwnOvertimeOrders } from './overtimeOrders/OwnOvertimeOrders';

const BUTTONS = { in: 'Absen Masuk Lembur', out: 'Absen Pulang Lembur' } as const;

/** The overtime card: start or end an overtime, whichever applies now (the server has the last word). */
function OvertimeCard() {
  const period = periodOf(new Date());
  const { data: dashboard } = useSWR(DASHBOARD_KEY, fetchDashboard);
  const { data: month, error, mutate } = useSWR(overtimeKey(period), () => fetchOvertime(period));
  const { mutate: mutateKeys } = useSWRConfig();
  const pending = usePendingAttendance().filter((item) => item.kind === 'overtime' && item.refusal === null);
  const refresh = useCallback(() => void mutateKeys(isOvertimeKey), [mutateKeys]);
  const attempt = useAttendanceAttempt('overtime', dashboard, refresh);

  const unended = month?.find((item) => hasTime(item.inpresent) && !hasTime(item.outpresent));
  // A start a person rejected is over: nothing to end (the server refuses it too).
  const rejected = unended?.in_record?.verification === 'rejected' ? unended : undefined;
  const ongoing = rejected ? undefined : unended;
  const waiting = pending.at(-1)?.direction ?? null;
  const started = waiting ? waiting === 'in' : Boolean(ongoing);
  const allowed: Record<Direction, boolean> = { in: !started, out: started };
  const known = month !== undefined || waiting !== null;

  return (
    <section className="card" aria-labelledby="overtime-card">
      <h2 id="overtime-card" className="text-lg font-semibold text-ink">
        Absen Lembur Hari Ini
      </h2>
      <LiveClock />
      <p className="mt-2 text-center text-sm text-ink-muted" data-testid="overtime-status">
        {waiting
          ? 'Absen lembur menunggu terkirim.'
          : ongoing
            ? `Lembur berlangsung sejak pukul ${ongoing.inpresent}.`
            : rejected
              ? overtimeRejectedText(rejected.in_record?.note ?? null)
              : 'Tidak ada lembur yang berlangsung.'}
      </p>
      <FlowNotice text={attempt.notice} />
      {error && !month && (
        <div className="mt-3">
          <LoadError error={error} fallback="Data lembur tidak dapat dimuat." onRetry={() => void mutate()} />
        </div>
      )}
      <div className="mt-4 grid grid-cols-2 gap-3">
        {(['in', 'out'] as const).map((direction) => (
          <button
            key={direction}
            type="button"
            className="btn-primary px-2 text-sm leading-tight"
            disabled={!known || !allowed[direction] || attempt.open}
            onClick={() => attempt.start(direction)}
          >
            {BUTTONS[direction]}
          </button>
        ))}
      </div>
      {attempt.flow}
    </section>
  );
}

export function AbsenLemburPage() {
  return (
    <SubPage title="Absen Lembur" back="/lainnya">
      <OvertimeCard />
      <OwnOvertimeOrders />
      <h2 className="mt-2 text-lg font-semibold text-ink">Riwayat Lembur</h2>
      <MonthHistory keyOf={overtimeKey} fetchMonth={fetchOvertime} failure="Riwayat lembur tidak dapat dimuat." />
    </SubPage>
  );
}
