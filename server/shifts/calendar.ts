/** Calendar dates as yyyy-mm-dd text, whatever the zone. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first and last yyyy-mm-dd of a yyyymm period. */
export function monthOf(period: string): { first: string; last: string } {
  const first = `${period.slice(0, 4)}-${period.slice(4)}-01`;
  return { first, last: addDays(`${addDays(first, 31).slice(0, 8)}01`, -1) };
}
