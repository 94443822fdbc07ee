/** PP 35/2021 art. 31, worked out by hand for each band's edges (docs/hr.md, "Monthly recap"). */
import { describe, expect, it } from 'vitest';
import { overtimePayHours } from '../../server/recap/overtimePay';

describe('overtime pay hours', () => {
  it.each([
    ['work_day', 30, 0.75],
    ['work_day', 60, 1.5],
    ['work_day', 90, 2.5],
    ['work_day', 240, 7.5],
    ['rest_day_5', 480, 16],
    ['rest_day_5', 540, 19],
    ['rest_day_5', 660, 27],
    ['rest_day_6', 420, 14],
    ['rest_day_6', 480, 17],
    ['rest_day_6', 600, 25],
    ['rest_day_6', 0, 0],
  ] as const)('%s, %i minutes: %d paid hours', (day, minutes, paid) => {
    expect(overtimePayHours(minutes, day)).toBeCloseTo(paid, 10);
  });
});
