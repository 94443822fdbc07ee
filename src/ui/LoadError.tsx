import { errorMessage } from '../api/http';

/** A fetch that failed: why (the server's message or the fallback) and a way to try again. */
export function LoadError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <p role="alert" className="rounded-lg bg-tone-danger-bg p-3 text-sm text-tone-danger-fg">
      {errorMessage(error, fallback)}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Muat ulang
      </button>
    </p>
  );
}
