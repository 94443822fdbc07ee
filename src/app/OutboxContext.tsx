import { createActorContext } from '@xstate/react';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { outboxActors } from '../attendance/outbox.actors';
import { outboxMachine } from '../../machines/outbox.machine';
import { DASHBOARD_KEY } from '../api/attendance';
import { isOvertimeKey } from '../api/overtime';
import { inspect } from './inspector';
import { OUTBOX_KEY } from '../attendance/usePendingAttendance';

export const OutboxContext = createActorContext(outboxMachine.provide({ actors: outboxActors }), { inspect });

/** Tells the outbox when the connection returns, and refreshes what the screens show after each delivery run. */
export function OutboxConnection() {
  const outbox = OutboxContext.useActorRef();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const online = () => outbox.send({ type: 'connection.online' });
    addEventListener('online', online);
    const changed = outbox.on('outbox.changed', ({ delivered }) => {
      void mutate(OUTBOX_KEY);
      if (delivered === 0) return;
      void mutate(DASHBOARD_KEY);
      void mutate(isOvertimeKey);
    });
    return () => {
      removeEventListener('online', online);
      changed.unsubscribe();
    };
  }, [outbox, mutate]);
  return null;
}
