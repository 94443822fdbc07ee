import { monthSummary } from '../../domain/dayStatus';

/** The month at a glance: days present, late, absent, on leave, and waiting for verification. */
export function MonthSummary({ days }: { days: readonly { status: string }[] }) {
  return (
    <section className="card" aria-labelledby="ringkasan-bulan">
      <h2 id="ringkasan-bulan" className="text-sm font-semibold text-ink-muted">
        Ringkasan bulan ini
      </h2>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center sm:grid-cols-5" data-testid="month-summary">
        {monthSummary(days).map((figure) => (
          <div key={figure.key} className="rounded-control bg-canvas p-2">
            <dt className="text-xs text-ink-muted">{figure.label}</dt>
            <dd className="text-lg font-bold text-ink">{figure.days}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
