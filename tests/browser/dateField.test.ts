import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { phoneAndServer, signIn } from '../support/attendancePhone';
import { checkScreen } from '../support/screenCheck';

/** Tuesday 24 November 2026, 09:00 in Jakarta. */
const NOW = fromJakarta('2026-11-24', '09:00');

/** docs/product.md §1: dates in Indonesian, weeks from Monday, whatever the phone's language (this phone is set to English). */
describe('date fields in Indonesian on an English-language phone (Chromium)', () => {
  const setup = phoneAndServer(() => NOW, { locale: 'en-US' });
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  const calendar = (page: Page) => page.getByRole('dialog', { name: 'Tanggal Awal' });

  async function leaveForm() {
    const page = await signIn(setup.phone, setup.server.url, 'demo', NOW);
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await page.goto(`${setup.server.url}/pengajuan-izin`);
    await field(page, 'Tanggal Awal').waitFor();
    return page;
  }

  it('takes a date typed in Indonesian or as day/month/year, shows it in Indonesian, and says when it is no date', async () => {
    const page = await leaveForm();
    for (const [typed, shown] of [
      ['7 desember 2026', '7 Desember 2026'],
      ['8 Des 2026', '8 Desember 2026'],
      ['09/12/2026', '9 Desember 2026'],
      ['2026-12-10', '10 Desember 2026'],
    ]) {
      await field(page, 'Tanggal Awal').fill(typed!);
      await field(page, 'Tanggal Awal').press('Enter');
      expect(await field(page, 'Tanggal Awal').inputValue(), typed).toBe(shown);
    }
    await field(page, 'Tanggal Awal').fill('31 Februari 2026');
    await field(page, 'Tanggal Awal').press('Enter');
    await page.getByText('Tanggal tidak dikenali. Tulis seperti 24 November 2026.').waitFor();
    expect(await field(page, 'Tanggal Awal').getAttribute('aria-invalid')).toBe('true');
    await checkScreen(page, 'tanggal-tidak-dikenali');
    await page.close();
  });

  it('picks a date from a calendar whose weeks start on Monday, with the keyboard alone, and gives focus back', async () => {
    const page = await leaveForm();
    await field(page, 'Tanggal Awal').fill('24 November 2026');
    await field(page, 'Tanggal Awal').press('Enter');
    const opener = page.getByRole('button', { name: 'Pilih tanggal awal dari kalender' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await calendar(page).waitFor();
    expect(await calendar(page).getByRole('columnheader').allTextContents()).toEqual(['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min']);
    expect(await calendar(page).getByText('November 2026').count()).toBe(1);
    // 1 November 2026 is a Sunday: the first row starts with Monday 26 October.
    expect(await calendar(page).getByRole('row').nth(1).getByRole('button').first().getAttribute('aria-label')).toBe('Senin, 26 Oktober 2026');
    const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(await focusedDay()).toBe('Selasa, 24 November 2026');
    await checkScreen(page, 'kalender-tanggal');

    await page.keyboard.press('ArrowRight');
    expect(await focusedDay()).toBe('Rabu, 25 November 2026');
    await page.keyboard.press('ArrowDown');
    expect(await focusedDay()).toBe('Rabu, 2 Desember 2026');
    expect(await calendar(page).getByText('Desember 2026').count()).toBe(1);
    await page.keyboard.press('Home');
    expect(await focusedDay()).toBe('Senin, 30 November 2026');
    await page.keyboard.press('End');
    expect(await focusedDay()).toBe('Minggu, 6 Desember 2026');
    await page.keyboard.press('PageUp');
    expect(await focusedDay()).toBe('Jumat, 6 November 2026');
    await page.keyboard.press('Enter');
    await calendar(page).waitFor({ state: 'detached' });
    await expect.poll(() => field(page, 'Tanggal Awal').inputValue()).toBe('6 November 2026');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Pilih tanggal awal dari kalender');

    // Escape leaves the calendar and changes nothing.
    await page.keyboard.press('Enter');
    await calendar(page).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Escape');
    await calendar(page).waitFor({ state: 'detached' });
    expect(await field(page, 'Tanggal Awal').inputValue()).toBe('6 November 2026');
    await page.close();
  });

  it('keeps the end from going before the start, in words', async () => {
    const page = await leaveForm();
    await field(page, 'Tanggal Awal').fill('10 Desember 2026');
    await field(page, 'Tanggal Awal').press('Enter');
    await field(page, 'Tanggal Akhir').fill('9 Desember 2026');
    await field(page, 'Tanggal Akhir').press('Enter');
    await page.getByText('Tanggal tidak boleh sebelum 10 Desember 2026.').waitFor();
    await page.getByRole('button', { name: 'Pilih tanggal akhir dari kalender' }).click();
    const day = page.getByRole('dialog', { name: 'Tanggal Akhir' }).getByRole('button', { name: 'Rabu, 9 Desember 2026' });
    expect(await day.getAttribute('aria-disabled')).toBe('true');
    await day.dispatchEvent('click');
    expect(await page.getByRole('dialog', { name: 'Tanggal Akhir' }).isVisible()).toBe(true);
    await page.getByRole('dialog', { name: 'Tanggal Akhir' }).getByRole('button', { name: 'Batal' }).click();
    await page.close();
  });
});
