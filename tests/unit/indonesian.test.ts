import { describe, expect, it } from 'vitest';
import { dateRange, greeting, hasTime, longDate, mediumDate, periodLabel, periodOf, recentPeriods } from '../../src/format/indonesian';

describe('Indonesian formatting', () => {
  it.each([
    [4, 'Selamat Malam'], [5, 'Selamat Pagi'], [11, 'Selamat Pagi'], [12, 'Selamat Siang'], [14, 'Selamat Siang'],
    [15, 'Selamat Sore'], [17, 'Selamat Sore'], [18, 'Selamat Malam'], [0, 'Selamat Malam'],
  ])('greets at %i:00 with %s', (hour, text) => expect(greeting(hour)).toBe(text));

  it('writes dates and months in Indonesian', () => {
    expect(longDate('2026-11-23')).toBe('Senin, 23 November 2026');
    expect(longDate('2026-03-05')).toBe('Kamis, 05 Maret 2026');
    expect(periodLabel('202601')).toBe('Januari 2026');
    expect(periodLabel('202612')).toBe('Desember 2026');
    expect(mediumDate('2026-12-04')).toBe('04 Desember 2026');
  });

  it('writes one day, or a span with s.d.', () => {
    expect(dateRange('2026-12-14', '2026-12-14')).toBe('14 Desember 2026');
    expect(dateRange('2026-12-14', '2026-12-16')).toBe('14 Desember 2026 s.d. 16 Desember 2026');
  });

  it('keeps periods as YYYYMM, newest first', () => {
    expect(periodOf(new Date(2026, 0, 31))).toBe('202601');
    expect(recentPeriods(new Date(2026, 1, 15), 3)).toEqual(['202602', '202601', '202512']);
  });

  it('treats 00:00:00 as no time', () => {
    expect([hasTime('00:00:00'), hasTime('07:20:00')]).toEqual([false, true]);
  });
});
