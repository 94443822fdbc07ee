/** The whole screen while a part of the app or its saved data is still loading. */
export function Loading() {
  return (
    <div className="min-h-dvh flex items-center justify-center text-ink-muted" role="status">
      Memuat...
    </div>
  );
}
