import { copiedAt } from '../../offline/offlineCopies';
import { savedAtLabel } from '../../format/indonesian';

/** Says when the data on screen is the copy kept on the phone, and from when, while the server cannot be reached. */
export function OfflineMark({ data, error }: { data: unknown; error: unknown }) {
  const savedAt = copiedAt(data);
  if (savedAt === null) return null;
  return error ? (
    <p role="status" className="rounded-lg bg-tone-warn-bg p-3 text-sm text-tone-warn-fg" data-testid="offline-mark">
      <span className="i-tabler-wifi-off mr-1 align-middle" aria-hidden />
      Offline: data terakhir dari {savedAtLabel(new Date(savedAt))}.
    </p>
  ) : (
    <p role="status" className="text-sm text-ink-muted" data-testid="offline-mark">
      Data dari {savedAtLabel(new Date(savedAt))}, sedang diperbarui...
    </p>
  );
}
