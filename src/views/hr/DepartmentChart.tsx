import type { RecapRow } from '../../contract/hr';
import { departmentRates } from '../../domain/recapChart';
import { DataTable } from '../../ui/DataTable';

const ROW_HEIGHT = 58;
/** The widest bar (100 %) leaves room for its words. */
const BAR_SHARE = 0.7;

/**
 * Lateness and absence per department as bars of the share of its work days: a picture for the eye (hidden from
 * screen readers), and the same figures as a table for them and for anyone who wants the numbers.
 */
export function DepartmentChart({ rows }: { rows: readonly RecapRow[] }) {
  const rates = departmentRates(rows);
  if (rates.length === 0) return null;
  const bar = (percent: number, y: number, tone: string, words: string) => (
    <>
      <rect x="0" y={y} height="14" width={`${Math.max(percent * BAR_SHARE, 0.5)}%`} rx="2" className={tone} />
      <text x={`${percent * BAR_SHARE + 1}%`} y={y + 12} className="fill-ink text-xs">
        {percent} % {words}
      </text>
    </>
  );
  return (
    <figure className="card flex flex-col gap-3" aria-labelledby="department-chart-title">
      <figcaption id="department-chart-title" className="text-lg font-bold text-ink">
        Keterlambatan dan ketidakhadiran per bagian
      </figcaption>
      <p className="text-sm text-ink-muted">Persen dari hari kerja bagian itu dalam periode ini.</p>
      <svg width="100%" height={rates.length * ROW_HEIGHT} aria-hidden="true" data-testid="department-chart">
        {rates.map((rate, index) => {
          const top = index * ROW_HEIGHT;
          return (
            <g key={rate.department}>
              <text x="0" y={top + 14} className="fill-ink text-sm font-semibold">
                {rate.department}
              </text>
              {bar(rate.latePercent, top + 20, 'fill-tone-warn-fg', 'terlambat')}
              {bar(rate.absentPercent, top + 38, 'fill-tone-danger-fg', 'tidak hadir')}
            </g>
          );
        })}
      </svg>
      <DataTable
        label="Keterlambatan dan ketidakhadiran per bagian"
        columns={['Bagian', { label: 'Hari kerja', numeric: true }, { label: 'Terlambat (hari)', numeric: true }, { label: 'Terlambat (%)', numeric: true }, { label: 'Tidak hadir (hari)', numeric: true }, { label: 'Tidak hadir (%)', numeric: true }]}
        minWidth="min-w-[40rem]"
      >
        {rates.map((rate) => (
          <tr key={rate.department} data-testid="department-rate">
            <th scope="row" className="px-3 py-2 font-semibold text-ink">
              {rate.department}
            </th>
            {[rate.scheduledDays, rate.lateDays, `${rate.latePercent} %`, rate.absentDays, `${rate.absentPercent} %`].map((value, index) => (
              <td key={index} className="px-3 py-2 text-right tabular-nums">
                {value}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </figure>
  );
}
