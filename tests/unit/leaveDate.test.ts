import { describe, expect, it } from 'vitest';
import { formatLeaveDate, parseLeaveDate } from '../../src/contract/leaveDate';

/** docs/product.md §3: leave dates as '05 Maret 2025'; the calendar decides what is a real date. */
describe('leave dates', () => {
  it.each([
    ['2025-03-05', '05 Maret 2025'],
    ['2026-12-14', '14 Desember 2026'],
    ['2024-02-29', '29 Februari 2024'],
    ['2027-01-01', '01 Januari 2027'],
    ['2026-08-17', '17 Agustus 2026'],
  ])('%s is written %s and read back', (iso, text) => {
    expect(formatLeaveDate(iso)).toBe(text);
    expect(parseLeaveDate(text)).toBe(iso);
    expect(parseLeaveDate(iso)).toBe(iso);
  });

  it.each([
    ['5 maret 2025', '2025-03-05'],
    ['  05 MARET 2025 ', '2025-03-05'],
    ['31 Februari 2026', null],
    ['29 Februari 2026', null],
    ['00 Maret 2026', null],
    ['05 March 2025', null],
    ['Maret 05 2025', null],
    ['2026-13-01', null],
    ['2026-02-30', null],
    ['05/03/2025', null],
    ['', null],
  ])('reads %j as %j', (text, iso) => {
    expect(parseLeaveDate(text)).toBe(iso);
  });
});
