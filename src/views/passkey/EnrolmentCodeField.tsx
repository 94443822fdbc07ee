import { PASSKEY_TEXT } from '../../domain/passkey';

/** The one-time code HR handed over, typed as it is printed (capitals, a dash); with it this phone is active at once. */
export function EnrolmentCodeField({ id, code, disabled, hint = false, onChange }: { id: string; code: string; disabled: boolean; hint?: boolean; onChange: (code: string) => void }) {
  return (
    <label htmlFor={id} className="flex flex-col gap-1 text-sm font-semibold text-ink-muted">
      {PASSKEY_TEXT.codeLabel}
      <input
        id={id}
        className="input uppercase tracking-widest"
        maxLength={20}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={code}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <span id={`${id}-hint`} className="text-sm font-normal text-ink-muted">
          {PASSKEY_TEXT.codeHint}
        </span>
      )}
    </label>
  );
}
