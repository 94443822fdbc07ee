import { periodLabel } from '../format/indonesian';

/** A month as YYYYMM (docs/product.md §5) from the given periods, newest first. */
export function MonthPicker({ value, periods, onChange }: { value: string; periods: string[]; onChange: (period: string) => void }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold text-ink-muted">
      Bulan
      <select className="input" value={value} onChange={(event) => onChange(event.target.value)} name="period">
        {periods.map((period) => (
          <option key={period} value={period}>
            {periodLabel(period)}
          </option>
        ))}
      </select>
    </label>
  );
}
