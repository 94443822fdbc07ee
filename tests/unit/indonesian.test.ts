import { describe, expect, it } from 'vitest';
import { dateRange, dayRange, fieldDate, greeting, hasTime, longDate, mediumDate, parseTypedDate, periodLabel, periodOf, recentPeriods, wibDate, wibDateTime, wibTime } from '../../src/format/indonesian';

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

  it.each([
    ['2026-11-01', '2026-11-30', '1–30 November 2026'],
    ['2026-10-26', '2026-11-25', '26 Oktober – 25 November 2026'],
    ['2026-12-26', '2027-01-25', '26 Desember 2026 – 25 Januari 2027'],
  ])('names a payroll period %s to %s as %s', (from, to, words) => expect(dayRange(from, to)).toBe(words));

  it('keeps periods as YYYYMM, newest first', () => {
    expect(periodOf(new Date(2026, 0, 31))).toBe('202601');
    expect(recentPeriods(new Date(2026, 1, 15), 3)).toEqual(['202602', '202601', '202512']);
  });

  // Jakarta is UTC+7 all year; an instant written with any offset is read as Jakarta's wall clock.
  it.each([
    ['2026-11-26T00:30:00.000Z', '07:30:00', '2026-11-26'],
    ['2026-11-25T17:05:09Z', '00:05:09', '2026-11-26'],
    ['2026-11-26T16:59:59.999Z', '23:59:59', '2026-11-26'],
    ['2026-12-31T17:00:00Z', '00:00:00', '2027-01-01'],
    ['2026-11-26T07:30:00+07:00', '07:30:00', '2026-11-26'],
    ['2026-11-26T08:02:00+08:00', '07:02:00', '2026-11-26'],
  ])('reads %s as %s on %s in Jakarta', (iso, time, date) => {
    expect(wibTime(iso)).toBe(time);
    expect(wibDate(iso)).toBe(date);
  });

  it('writes an instant in Jakarta in words', () => expect(wibDateTime('2026-11-26T01:02:00Z')).toBe('26 November 2026 08.02 WIB'));

  it('treats 00:00:00 as no time', () => {
    expect([hasTime('00:00:00'), hasTime('07:20:00')]).toEqual([false, true]);
  });

  it.each([
    ['24 November 2026', '2026-11-24'],
    ['  24 november 2026 ', '2026-11-24'],
    ['1 Januari 2027', '2027-01-01'],
    ['5 Mar 2026', '2026-03-05'],
    ['17 Agustus 2026', '2026-08-17'],
    ['17 agt 2026', '2026-08-17'],
    ['17 Agu 2026', '2026-08-17'],
    ['3 Mei 2026', '2026-05-03'],
    ['24/11/2026', '2026-11-24'],
    ['1-2-2026', '2026-02-01'],
    ['24.11.2026', '2026-11-24'],
    ['2026-11-24', '2026-11-24'],
    ['29 Februari 2028', '2028-02-29'],
  ])('reads the typed date %j as %s', (typed, iso) => expect(parseTypedDate(typed)).toBe(iso));

  it.each(['', 'besok', '31 Februari 2026', '29 Februari 2026', '24 Ju 2026', '24 Jun 2026 x', '13/13/2026', '11/24/2026', '24 November 26', '0 Mei 2026', '2026-1-5'])(
    'refuses %j: no date',
    (typed) => expect(parseTypedDate(typed)).toBeNull(),
  );

  it('shows a date field in words without a leading zero', () => {
    expect(fieldDate('2026-03-05')).toBe('5 Maret 2026');
    expect(fieldDate('2026-11-24')).toBe('24 November 2026');
  });
});
