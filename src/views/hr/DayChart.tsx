import type { RecapDay } from '../../contract/hr';
import { longDate } from '../../format/indonesian';
import { DataTable } from '../../ui/DataTable';

const HEIGHT = 160;
const AXIS = 18;

/** The four parts of a day's column, bottom to top, in the console's tones, each with how many employees it counts. */
const PARTS: readonly { label: string; tone: string; count: (day: RecapDay) => number }[] = [
  { label: 'Hadir tepat waktu', tone: 'fill-tone-ok-fg', count: (day) => day.present - day.late },
  { label: 'Terlambat', tone: 'fill-tone-warn-fg', count: (day) => day.late },
  { label: 'Izin atau cuti', tone: 'fill-tone-info-fg', count: (day) => day.leave },
  { label: 'Tidak hadir', tone: 'fill-tone-danger-fg', count: (day) => day.absent },
];

/**
 * The month at a glance: each day's employees present on time, late, on leave and absent, stacked in one column a day
 * (a picture for the eye, hidden from screen readers), with the same figures as a table under 'Angka per hari'.
 */
export function DayChart({ days }: { days: readonly RecapDay[] }) {
  if (days.length === 0) return null;
  const highest = Math.max(1, ...days.map((day) => day.present + day.leave + day.absent));
  const width = 100 / days.length;
  return (
    <figure className="card flex flex-col gap-3" aria-labelledby="day-chart-title">
      <figcaption id="day-chart-title" className="text-lg font-bold text-ink">
        Kehadiran per hari
      </figcaption>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
        {PARTS.map((part) => (
          <li key={part.label} className="flex items-center gap-2">
            <svg width="12" height="12" aria-hidden="true">
              <rect width="12" height="12" rx="2" className={part.tone} />
            </svg>
            {part.label}
          </li>
        ))}
      </ul>
      <svg width="100%" height={HEIGHT + AXIS} aria-hidden="true" data-testid="day-chart">
        {days.map((day, index) => {
          let top = HEIGHT;
          const dayOfMonth = Number(day.date.slice(8, 10));
          return (
            <g key={day.date}>
              {PARTS.map((part) => {
                const height = (part.count(day) / highest) * HEIGHT;
                top -= height;
                return height > 0 ? <rect key={part.label} x={`${index * width + width * 0.15}%`} y={top} width={`${width * 0.7}%`} height={height} className={part.tone} /> : null;
              })}
              {(dayOfMonth === 1 || dayOfMonth % 5 === 0) && (
                <text x={`${index * width + width / 2}%`} y={HEIGHT + 14} textAnchor="middle" className="fill-ink-muted text-xs">
                  {dayOfMonth}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-strong">Angka per hari</summary>
        <DataTable
          label="Kehadiran per hari"
          columns={['Tanggal', { label: 'Hadir', numeric: true }, { label: 'Terlambat', numeric: true }, { label: 'Izin atau cuti', numeric: true }, { label: 'Tidak hadir', numeric: true }]}
          minWidth="min-w-[32rem]"
        >
          {days.map((day) => (
            <tr key={day.date} data-testid="recap-day">
              <th scope="row" className="px-3 py-2 font-semibold text-ink">
                {longDate(day.date)}
              </th>
              {[day.present, day.late, day.leave, day.absent].map((value, index) => (
                <td key={index} className="px-3 py-2 text-right tabular-nums">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      </details>
    </figure>
  );
}
