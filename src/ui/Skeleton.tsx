/** Grey shapes where a list is about to appear; announced once to screen readers as loading. */
export function Skeleton({ rows = 3, label = 'Memuat...' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="card animate-pulse" aria-hidden>
          <div className="h-4 w-2/3 rounded bg-canvas" />
          <div className="mt-3 h-12 rounded bg-canvas" />
        </div>
      ))}
    </div>
  );
}
