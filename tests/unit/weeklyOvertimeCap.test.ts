/**
 * PP 35/2021 art. 26 (issue 48: "4 hours a day and 18 hours a week, rest days and holidays outside the weekly cap"):
 * the work-day overtime of a week, Monday to Sunday, counts up to 18 hours in date order. Expected minutes are worked
 * out by hand in the table.
 */
import { describe, expect, it } from 'vitest';
import { cutAtWeeklyCap } from '../../server/attendance/overtimeRules';

const work = (date: string, minutes: number) => ({ date, minutes, onWorkDay: true });
const rest = (date: string, minutes: number) => ({ date, minutes, onWorkDay: false });

describe('overtime cut at 18 hours a week', () => {
  it.each([
    ['five work days of 4 hours: the fifth counts the 2 left', [work('2026-12-07', 240), work('2026-12-08', 240), work('2026-12-09', 240), work('2026-12-10', 240), work('2026-12-11', 240)], [240, 240, 240, 240, 120]],
    ['a sixth work day after the cap counts nothing', [work('2026-12-07', 240), work('2026-12-08', 240), work('2026-12-09', 240), work('2026-12-10', 240), work('2026-12-11', 120), work('2026-12-12', 60)], [240, 240, 240, 240, 120, 0]],
    ['a rest day is outside the cap', [work('2026-12-07', 240), work('2026-12-08', 240), work('2026-12-09', 240), work('2026-12-10', 240), work('2026-12-11', 120), rest('2026-12-13', 480)], [240, 240, 240, 240, 120, 480]],
    ['a new week starts again on Monday', [work('2026-12-10', 600), work('2026-12-11', 600), work('2026-12-14', 240)], [600, 480, 240]],
    ['the days are taken in date order, whatever order they come in', [work('2026-12-11', 240), work('2026-12-07', 600), work('2026-12-08', 600)], [0, 600, 480]],
    ['a week under the cap counts whole', [work('2026-12-07', 90), work('2026-12-09', 30)], [90, 30]],
  ])('%s', (_, days, expected) => {
    const counted = cutAtWeeklyCap(days);
    expect(days.map((day) => counted.get(day.date))).toEqual(expected);
  });
});
