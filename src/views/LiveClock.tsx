import { useEffect, useState } from 'react';
import { clockTime, longDate } from '../format/indonesian';

/** docs/product.md §9: ticks every second. */
export function LiveClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="text-center">
      <p className="text-4xl font-bold tabular-nums tracking-wide text-ink" data-testid="live-clock">
        {clockTime(now)}
      </p>
      <p className="mt-1 text-sm text-ink-muted">{longDate(now)}</p>
    </div>
  );
}
