import type { RecapAdjustment } from '../../contract/hr';
import { PERIOD_WORDS } from '../../domain/periods';
import { RECORD_LABELS, VERIFICATION_BADGES } from '../../domain/verification';
import { longDate, wibDateTime } from '../../format/indonesian';
import { DataTable } from '../../ui/DataTable';

/** 'Penyesuaian periode sebelumnya': records of closed periods received during this one, by name (docs/hr.md, "Periods"). */
export function RecapAdjustments({ adjustments }: { adjustments: RecapAdjustment[] }) {
  if (adjustments.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-base font-semibold text-ink">
        {PERIOD_WORDS.adjustments}
      </h2>
      <DataTable label={PERIOD_WORDS.adjustments} columns={['Pegawai', 'Tanggal', 'Data', 'Diterima', 'Status']} minWidth="min-w-[40rem]">
        {adjustments.map((adjustment) => (
          <tr key={`${adjustment.kind}-${adjustment.employee_id}-${adjustment.date}-${adjustment.direction}`} data-testid="recap-adjustment">
            <th scope="row" className="px-3 py-2 font-semibold text-ink">
              {adjustment.name}
            </th>
            <td className="px-3 py-2">{longDate(adjustment.date)}</td>
            <td className="px-3 py-2">{RECORD_LABELS[adjustment.kind][adjustment.direction]}</td>
            <td className="px-3 py-2">{wibDateTime(adjustment.recorded_at)}</td>
            <td className="px-3 py-2">{VERIFICATION_BADGES[adjustment.verification]}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
