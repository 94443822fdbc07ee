/**
 * Overtime pay hours (PP 35/2021, art. 31): the hours an overtime is paid as, in multiples of the hourly wage.
 *
 * | day | hours paid ×1.5 | ×2 | ×3 | ×4 |
 * |---|---|---|---|---|
 * | work day | the 1st hour | each further hour (at most 4 in all) | | |
 * | rest day or holiday, 5-day week | | hours 1–8 | the 9th | the 10th and 11th |
 * | rest day or holiday, 6-day week | | hours 1–7 | the 8th | the 9th and 10th |
 *
 * Parts of an hour are paid in proportion. The law's third rest-day case (a holiday on the shortest day of a 6-day
 * week: 1–5 ×2, the 6th ×3, the 7th and 8th ×4) is not told apart: this server knows no shortest day.
 */
export type OvertimeDay = 'work_day' | 'rest_day_5' | 'rest_day_6';

const BANDS: Record<OvertimeDay, [hours: number, multiplier: number][]> = {
  work_day: [
    [1, 1.5],
    [Infinity, 2],
  ],
  rest_day_5: [
    [8, 2],
    [1, 3],
    [Infinity, 4],
  ],
  rest_day_6: [
    [7, 2],
    [1, 3],
    [Infinity, 4],
  ],
};

/** The hours of an overtime at each multiplier it is paid at (only those above 0), in the order of the law's table. */
export function overtimeHoursByMultiplier(minutes: number, day: OvertimeDay): { multiplier: number; hours: number }[] {
  let left = minutes / 60;
  const parts: { multiplier: number; hours: number }[] = [];
  for (const [hours, multiplier] of BANDS[day]) {
    const taken = Math.min(left, hours);
    if (taken > 0) parts.push({ multiplier, hours: taken });
    left -= taken;
  }
  return parts;
}

export const overtimePayHours = (minutes: number, day: OvertimeDay): number =>
  overtimeHoursByMultiplier(minutes, day).reduce((paid, part) => paid + part.hours * part.multiplier, 0);
