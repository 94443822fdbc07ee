import { longDate } from '../format/indonesian';
import type { ProblemAttributes } from './fieldProblems';

/** A day chosen from the days a form allows, each in words ('Kamis, 26 November 2026'), none chosen at first. */
export function DaySelect({
  label,
  name,
  days,
  value,
  disabled,
  onChange,
  problem,
}: {
  label: string;
  name?: string;
  days: readonly string[];
  value: string;
  disabled: boolean;
  onChange: (event: { target: { value: string } }) => void;
  problem: ProblemAttributes;
}) {
  return (
    <label className="flex flex-col gap-1 font-medium text-ink">
      {label}
      <select name={name} className="input" value={value} disabled={disabled} onChange={onChange} {...problem}>
        <option value="">— pilih tanggal —</option>
        {days.map((day) => (
          <option key={day} value={day}>
            {longDate(day)}
          </option>
        ))}
      </select>
    </label>
  );
}
