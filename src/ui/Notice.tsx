import type { ReactNode } from 'react';

/** What went wrong (read out at once) or what went right (read out when the reader is free), in its colours. */
export function Notice({ tone, className = '', children }: { tone: 'danger' | 'ok'; className?: string; children: ReactNode }) {
  return tone === 'danger' ? (
    <div role="alert" className={`rounded-lg bg-tone-danger-bg p-3 text-sm text-tone-danger-fg ${className}`}>
      {children}
    </div>
  ) : (
    <div role="status" className={`rounded-lg bg-tone-ok-bg p-3 text-sm text-tone-ok-fg ${className}`}>
      {children}
    </div>
  );
}
