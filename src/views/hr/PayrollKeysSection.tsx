import { useState } from 'react';
import useSWR from 'swr';
import { fetchPayrollKeys, PAYROLL_KEYS_KEY } from '../../api/payroll';
import { PAYROLL_WORDS, payrollKeyRevokeInput } from '../../domain/payroll';
import { wibMoment } from '../../format/indonesian';
import { payrollKeyRevokeActors } from '../../hr/payroll.actors';
import { TitledCard } from '../../ui/Card';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useDecisionDialog } from '../useDecisionDialog';
import { PayrollKeyDialog } from './PayrollKeyDialog';

/** Pengaturan → 'Kunci Penggajian' (docs/hr.md, "Payroll sheet"): the keys, 'Buat Kunci', and 'Cabut' after asking. */
export function PayrollKeysSection() {
  const { data, error, mutate } = useSWR(PAYROLL_KEYS_KEY, fetchPayrollKeys);
  const [making, setMaking] = useState(false);
  const { decide, dialog } = useDecisionDialog('payroll-key-revoke', payrollKeyRevokeActors, () => void mutate());
  return (
    <TitledCard id="payroll-keys-title" title={PAYROLL_WORDS.keysTitle}>
      <p className="text-sm text-ink-muted">{PAYROLL_WORDS.keysIntro}</p>
      <button type="button" className="btn-secondary self-start" onClick={() => setMaking(true)}>
        {PAYROLL_WORDS.make}
      </button>
      {error && !data && <LoadError error={error} fallback={PAYROLL_WORDS.keysLoadFailed} onRetry={() => void mutate()} />}
      {!data && !error && <Loading />}
      {data && data.length === 0 && <EmptyState icon="i-tabler-key">{PAYROLL_WORDS.noKeys}</EmptyState>}
      {data && data.length > 0 && (
        <DataTable label={PAYROLL_WORDS.keysList} columns={['Nama', 'Dibuat', 'Terakhir dipakai', 'Status', 'Tindakan']} minWidth="min-w-[48rem]">
          {data.map((key) => (
            <tr key={key.id} data-testid="payroll-key-row">
              <th scope="row" className="px-3 py-2 font-semibold text-ink">
                {key.name}
              </th>
              <td className="px-3 py-2">{wibMoment(key.created_at)}</td>
              <td className="px-3 py-2">{key.last_used_at ? wibMoment(key.last_used_at) : PAYROLL_WORDS.neverUsed}</td>
              <td className="px-3 py-2">{key.revoked_at ? `Dicabut ${wibMoment(key.revoked_at)}` : PAYROLL_WORDS.active}</td>
              <td className="px-3 py-2">
                {!key.revoked_at && (
                  <button type="button" className="btn-secondary" aria-label={`${PAYROLL_WORDS.revoke} kunci ${key.name}`} onClick={() => decide(payrollKeyRevokeInput(key))}>
                    {PAYROLL_WORDS.revoke}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {making && <PayrollKeyDialog onChanged={() => void mutate()} onClosed={() => setMaking(false)} />}
      {dialog}
    </TitledCard>
  );
}
