import { periodLabel } from '../format/indonesian';

/** A month as YYYYMM (docs/product.md §5) from the given periods, newest first; `first`, a choice before them. */
export function MonthPicker({ value, periods, onChange, first }: { value: string; periods: string[]; onChange: (period: string) => void; first?: { value: string; label: string } }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold text-ink-muted">
      Bulan
      <select className="input" value={value} onChange={(event) => onChange(event.target.value)} name="period">
        {first && <option value={first.value}>{first.label}</option>}
        {periods.map((period) => (
          <option key={period} value={period}>
            {periodLabel(period)}
          </option>
        ))}
      </select>
    </label>
  );
}
