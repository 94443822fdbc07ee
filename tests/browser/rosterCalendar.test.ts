/**
 * The roster calendar in Chromium (issue 51, "Rosters as a calendar"): HR sees a week and a month of who works which
 * shift, with days off and holidays, and changes one day from its cell; axe-core finds nothing at desktop and tablet
 * widths, page and dialog. The expected week is worked out by hand from the roster the test makes
 * (P P S S M M - - from Monday 2 November 2026) and the calendar.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { logInAs, postJson } from '../support/http';
import { phoneAndServer, signIn } from '../support/attendancePhone';
import { checkScreen, prepareScreenshots } from '../support/screenCheck';
import { threeShiftRoster } from '../support/threeShiftRoster';

/** Wednesday 25 November 2026, 10:00 in Jakarta: the week shown first is Monday 23 to Sunday 29 November. */
const NOW = fromJakarta('2026-11-25', '10:00');
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tablet', width: 820, height: 1180 },
] as const;
const ROSTER = threeShiftRoster('Regu kalender');

describe('the roster calendar (Chromium, axe-core, desktop and tablet)', () => {
  const setup = phoneAndServer(() => NOW);
  let page: Page;
  const row = (name: string) => page.getByTestId('calendar-row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
  /** What each day's cell shows (its mark; the words for screen readers aside). */
  const marks = (name: string) => row(name).locator('td').evaluateAll((cells) => cells.map((cell) => cell.querySelector('[aria-hidden]')?.textContent ?? ''));

  beforeAll(async () => {
    await prepareScreenshots();
    const hr = await logInAs(setup.server.url, 'hr');
    const roster = await postJson(`${setup.server.url}/hr/rosters`, ROSTER, { token: hr });
    const siti = (await (await fetch(`${setup.server.url}/hr/employees?q=siti.rahma`, { headers: { token: hr } })).json()) as { id: number }[];
    await postJson(`${setup.server.url}/hr/rosters/assign`, { roster_id: roster.body.roster.id, employee_ids: [siti[0]!.id] }, { token: hr });
    await postJson(`${setup.server.url}/hr/holidays`, { date: '2026-11-27', name: 'Hari Jadi Kalender', kind: 'company' }, { token: hr });
  });

  it("shows this week's shifts, days off and the holiday, and changes a day from its cell", { timeout: 120_000 }, async () => {
    page = await signIn(setup.phone, setup.server.url, 'hr', NOW);
    await page.setViewportSize(WIDTHS[0]);
    await page.goto(`${setup.server.url}/hr/jadwal`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Jadwal Shift');
    await expect.poll(() => page.getByTestId('calendar-title').textContent()).toBe('23–29 November 2026');
    // 23 November is day 21 of the cycle: 21 mod 8 = 5, M; then -, -, P, P, S, S.
    await expect.poll(() => marks('Siti Rahmawati')).toEqual(['M', 'Libur', 'Libur', 'P', 'P', 'S', 'S']);
    // A weekly schedule: Monday to Friday, off on Friday 27's holiday and the weekend.
    await expect.poll(() => marks('Budi Santoso')).toEqual(['R', 'R', 'R', 'R', 'Libur', 'Libur', 'Libur']);
    await expect.poll(() => page.getByRole('columnheader', { name: /Jumat, 27 November 2026, hari libur Hari Jadi Kalender/ }).count()).toBe(1);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await checkScreen(page, `hr-jadwal-${size.name}`);
    }

    await page.getByRole('button', { name: 'Siti Rahmawati, Kamis, 26 November 2026: P, Pagi 07:00–15:00. Ubah' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tukar Shift' });
    await expect.poll(() => dialog.getByLabel('Pegawai').locator('option:checked').textContent()).toBe('Siti Rahmawati');
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Tanggal' }).inputValue()).toBe('26 November 2026');
    await dialog.getByLabel('Shift hari itu').selectOption({ label: 'Libur' });
    await checkScreen(page, 'hr-jadwal-ubah-hari');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.getByText('Jadwal shift diubah.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => marks('Siti Rahmawati')).toEqual(['M', 'Libur', 'Libur', 'Libur', 'P', 'S', 'S']);
    await page.getByRole('button', { name: /^Siti Rahmawati, Kamis, 26 November 2026: Libur, diubah SDM/ }).waitFor();
  });

  it('goes to the month and the week after, and back to today', async () => {
    await page.getByRole('button', { name: 'Bulan', exact: true }).click();
    await expect.poll(() => page.getByTestId('calendar-title').textContent()).toBe('November 2026');
    await expect.poll(() => row('Siti Rahmawati').locator('td').count()).toBe(30);
    await checkScreen(page, 'hr-jadwal-bulan-tablet');
    await page.getByRole('button', { name: 'Bulan berikutnya' }).click();
    await expect.poll(() => page.getByTestId('calendar-title').textContent()).toBe('Desember 2026');
    await expect.poll(() => row('Siti Rahmawati').locator('td').count()).toBe(31);
    await page.getByRole('button', { name: 'Minggu', exact: true }).click();
    await page.getByRole('button', { name: 'Hari Ini' }).click();
    await expect.poll(() => page.getByTestId('calendar-title').textContent()).toBe('23–29 November 2026');
    await page.getByRole('button', { name: 'Minggu berikutnya' }).click();
    await expect.poll(() => page.getByTestId('calendar-title').textContent()).toBe('30 November – 6 Desember 2026');
  });
});
