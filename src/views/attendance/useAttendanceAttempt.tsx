import { lazy, Suspense, useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { AttendanceEmitted, AttendanceInput } from '../../../machines/attendance.machine';
import { deviceToken } from '../../attendance/deviceToken';
import { OutboxContext } from '../../app/OutboxContext';
import { OUTBOX_KEY } from '../../attendance/usePendingAttendance';
import type { AttendanceKind, Direction, FlowOutcome } from '../../domain/attendance';
import type { Dashboard } from '../../contract/schemas';

const AttendanceFlow = lazy(() => import('./AttendanceFlow'));

const CANCELLED: Record<AttendanceKind, Record<Direction, string>> = {
  regular: { in: 'Absen masuk dibatalkan.', out: 'Absen pulang dibatalkan.' },
  overtime: { in: 'Absen masuk lembur dibatalkan.', out: 'Absen pulang lembur dibatalkan.' },
};

/**
 * Starts one attempt of a kind per button press, shows its flow while it runs, refreshes `onRecorded` data and
 * the device's queue after it, and says so when it was cancelled.
 */
export function useAttendanceAttempt(kind: AttendanceKind, dashboard: Pick<Dashboard, 'offices' | 'face_check'> | undefined, onRecorded: () => void) {
  const [input, setInput] = useState<AttendanceInput | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const deliveries = OutboxContext.useActorRef();
  const { mutate } = useSWRConfig();

  const start = (direction: Direction) => {
    setNotice(null);
    setInput({ kind, direction, offices: dashboard?.offices ?? [], faceCheck: dashboard?.face_check ?? false, deviceToken: deviceToken(), attemptId: crypto.randomUUID() });
  };
  const onEmitted = useCallback(
    (event: AttendanceEmitted) => {
      if (event.type === 'attendance.recorded') return onRecorded();
      void mutate(OUTBOX_KEY);
      deliveries.send({ type: 'outbox.added' });
    },
    [deliveries, mutate, onRecorded],
  );
  const onClosed = useCallback((outcome: FlowOutcome, closed: AttendanceInput) => {
    setInput(null);
    if (outcome === 'cancelled') setNotice(CANCELLED[closed.kind][closed.direction]);
  }, []);

  const flow = input && (
    <Suspense fallback={null}>
      <AttendanceFlow key={input.attemptId} input={input} onEmitted={onEmitted} onClosed={onClosed} />
    </Suspense>
  );
  return { open: input !== null, start, flow, notice };
}
