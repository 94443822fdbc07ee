/** One setting in a settings dialog: typed (a number, or text), or chosen from its options; its hint below. */
export interface SettingFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  options?: [value: string, label: string][];
  /** 'numeric' (the default) or 'text'. */
  inputMode?: 'numeric' | 'text';
}

export function SettingField({ id, label, hint, value, disabled, onChange, options, inputMode = 'numeric' }: SettingFieldProps) {
  return (
    <label className="mt-4 flex flex-col gap-1 text-sm font-semibold text-ink">
      {label}
      {options ? (
        <select className="input" value={value} disabled={disabled} aria-describedby={`${id}-hint`} onChange={(event) => onChange(event.target.value)}>
          {options.map(([option, words]) => (
            <option key={option} value={option}>
              {words}
            </option>
          ))}
        </select>
      ) : (
        <input className="input" inputMode={inputMode} value={value} disabled={disabled} aria-describedby={`${id}-hint`} onChange={(event) => onChange(event.target.value)} />
      )}
      <span id={`${id}-hint`} className="font-normal text-ink-muted">
        {hint}
      </span>
    </label>
  );
}
