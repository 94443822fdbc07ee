import useSWR from 'swr';
import { useAuth } from '../auth/useAuth';
import { outbox } from './outbox';

export const OUTBOX_KEY = 'device/outbox';

/** The signed-in employee's clock-ins/outs kept on this device and not yet delivered. */
export function usePendingAttendance() {
  const nup = useAuth((state) => state.user?.nup ?? '');
  const { data } = useSWR(OUTBOX_KEY, () => outbox.list(nup), { dedupingInterval: 0 });
  return data ?? [];
}
