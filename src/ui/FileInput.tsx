import type { InputHTMLAttributes } from 'react';

/**
 * A file field in the app's own words, inside the field's label: the browser's button (worded in the browser's
 * language) stays for keyboards and screen readers but is not drawn; 'Pilih Berkas' and the chosen file's name are.
 */
export function FileInput({ chosen, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { chosen: string | null }) {
  return (
    <span className="flex min-h-11 items-center gap-3">
      <input type="file" className="peer sr-only" {...input} />
      <span aria-hidden="true" className="btn-secondary shrink-0 peer-focus-visible:ring-2 peer-focus-visible:ring-focus peer-disabled:opacity-60">
        Pilih Berkas
      </span>
      <span aria-hidden="true" className="min-w-0 truncate text-sm font-normal text-ink-muted">
        {chosen ?? 'Belum ada berkas dipilih'}
      </span>
    </span>
  );
}
