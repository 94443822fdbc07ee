import { useState } from 'react';
import useSWR from 'swr';
import { fetchOwnOrders, OWN_ORDERS_KEY } from '../../api/overtimeOrders';
import { LoadError } from '../../ui/LoadError';
import { Skeleton } from '../../ui/Skeleton';
import { OvertimeOrderForm } from './OvertimeOrderForm';
import { OvertimeOrderList } from './OvertimeOrderList';

/** The employee's overtime orders, to agree to or decline, and 'Ajukan Lembur' to ask for one (docs/hr.md, "Overtime orders"). */
export function OwnOvertimeOrders() {
  const { data, error, mutate } = useSWR(OWN_ORDERS_KEY, fetchOwnOrders);
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="perintah-lembur" className="flex flex-col gap-3">
      <h2 id="perintah-lembur" className="mt-2 text-lg font-semibold text-ink">
        Perintah Lembur
      </h2>
      {error && !data && <LoadError error={error} fallback="Perintah lembur tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Skeleton rows={1} />}
      {data && <OvertimeOrderList orders={data} role="employee" onChanged={() => void mutate()} />}
      {asking ? (
        <OvertimeOrderForm title="Ajukan Lembur" staff={null} onChanged={() => void mutate()} onClosed={() => setAsking(false)} />
      ) : (
        <button type="button" className="btn-secondary" onClick={() => setAsking(true)}>
          Ajukan Lembur
        </button>
      )}
    </section>
  );
}
