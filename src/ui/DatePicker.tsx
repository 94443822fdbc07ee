/** A calendar date as yyyy-mm-dd with the phone's own date picker. */
export function DatePicker({ label, value, onChange, min, max, name }: { label: string; value: string; onChange: (date: string) => void; min?: string; max?: string; name: string }) {
  return (
    <label className="flex flex-1 flex-col gap-1 text-sm font-semibold text-ink-muted">
      {label}
      <input type="date" className="input min-w-0" name={name} value={value} min={min} max={max} required onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
