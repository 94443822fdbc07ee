import { useState } from 'react';
import useSWR from 'swr';
import { fetchStaffOrders, STAFF_ORDERS_KEY } from '../api/overtimeOrders';
import { LoadError } from '../ui/LoadError';
import { Skeleton } from '../ui/Skeleton';
import { OvertimeOrderForm } from './overtimeOrders/OvertimeOrderForm';
import { OvertimeOrderList } from './overtimeOrders/OvertimeOrderList';
import { SubPage } from './shell/SubPage';

/** A supervisor's overtime orders (docs/hr.md, "Overtime orders"): order for their staff, decide their requests. */
export function PerintahLemburPage() {
  const { data, error, mutate } = useSWR(STAFF_ORDERS_KEY, fetchStaffOrders);
  // Each order sent starts a new, empty form.
  const [round, setRound] = useState(0);
  return (
    <SubPage title="Perintah Lembur" subtitle="Surat perintah lembur untuk staf Anda" back="/info">
      {error && !data && <LoadError error={error} fallback="Perintah lembur tidak dapat dimuat." onRetry={() => void mutate()} />}
      {!data && !error && <Skeleton rows={2} />}
      {data && (
        <>
          <OvertimeOrderForm key={round} title="Perintahkan Lembur" staff={data.staff} onChanged={() => void mutate()} onClosed={() => setRound((value) => value + 1)} />
          <h2 className="mt-2 text-lg font-semibold text-ink">Perintah dan Pengajuan Staf</h2>
          <OvertimeOrderList orders={data.orders} role="supervisor" onChanged={() => void mutate()} />
        </>
      )}
    </SubPage>
  );
}
