/**
 * The employee import in the background, in Chromium (issue 51: "the console shows a progress bar with rows done of
 * all and the time left, the import goes on on the server if the tab is closed, and the console shows its state and
 * result when opened again"); axe-core finds nothing on the dialog while it runs, at desktop and tablet widths.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { phoneAndServer, signIn } from '../support/attendancePhone';
import { checkScreen, prepareScreenshots } from '../support/screenCheck';

const NOW = fromJakarta('2026-11-25', '10:00');
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tablet', width: 820, height: 1180 },
] as const;
/** Enough rows that hashing their passwords takes half a minute here: the import is seen running (2,000 take about one). */
const ROWS = 1000;
const file = {
  name: 'pegawai-banyak.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(['username,nama,nup,jabatan,level_jabatan,kantor,bagian', ...Array.from({ length: ROWS }, (_, i) => `massal.${i},Pegawai Massal ${i},MASSAL-${i},Staf,2,IPA Kaligarang,Bagian Produksi`)].join('\n')),
};

describe('an employee import in the background (Chromium, axe-core)', () => {
  const setup = phoneAndServer(() => NOW);
  let page: Page;

  beforeAll(prepareScreenshots);

  it('shows its progress, goes on when the dialog and the tab are closed, and shows the result when opened again', { timeout: 300_000 }, async () => {
    page = await signIn(setup.phone, setup.server.url, 'hr', NOW);
    await page.setViewportSize(WIDTHS[0]);
    await page.goto(`${setup.server.url}/hr/pegawai`);
    await page.getByRole('button', { name: 'Impor CSV/XLSX' }).click();
    const dialog = page.getByRole('dialog', { name: 'Impor Pegawai' });
    await dialog.getByLabel('Berkas CSV atau XLSX').setInputFiles(file);
    await dialog.getByText('Tidak ada masalah.').waitFor();
    expect(await dialog.getByTestId('import-preview').textContent()).toContain(`${ROWS} baris siap (${ROWS} baru, 0 diperbarui)`);
    await dialog.getByRole('button', { name: 'Impor' }).click();

    const progress = dialog.getByRole('progressbar', { name: 'Kemajuan impor' });
    await progress.waitFor();
    expect(await progress.getAttribute('max')).toBe(String(ROWS));
    await expect.poll(() => dialog.getByTestId('import-progress').textContent(), { timeout: 30_000 }).toMatch(/[1-9][\d.]* dari 1\.000 baris diperiksa/);
    expect(await dialog.getByTestId('import-progress').textContent()).toContain('Impor tetap berjalan di server bila dialog ini ditutup.');
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await checkScreen(page, `hr-impor-berjalan-${size.name}`);
    }
    await page.setViewportSize(WIDTHS[0]);

    // 'Tutup' leaves it running; the page says so and opens it again.
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('import-job-notice').textContent()).toMatch(/^Impor pegawai (sedang berjalan: [\d.]+ dari 1\.000 baris diperiksa\.|sudah selesai; hasilnya belum dibaca\.)Lihat Impor$/);

    // The tab closed and opened again: the same import, read from the server.
    await page.close();
    page = await signIn(setup.phone, setup.server.url, 'hr', NOW);
    await page.setViewportSize(WIDTHS[0]);
    await page.goto(`${setup.server.url}/hr/pegawai`);
    // A thousand more rows would make the page too long to picture: the list is narrowed to a few of them.
    await page.getByRole('searchbox', { name: 'Cari nama, username atau NUP' }).fill('massal.99');
    await page.getByRole('button', { name: 'Lihat Impor' }).click();
    const reopened = page.getByRole('dialog', { name: 'Impor Pegawai' });
    await reopened.getByText(`Impor pegawai selesai: ${ROWS} baru, 0 diperbarui.`).waitFor({ timeout: 180_000 });
    expect(await reopened.getByRole('listitem').count()).toBe(ROWS);
    await checkScreen(page, 'hr-impor-hasil-desktop');
    // Issue 51: new passwords handed over on a printable slip, here one a page for every employee of the file.
    const [first, password] = (await reopened.getByRole('listitem').first().textContent())!.split(': ');
    const [slips] = await Promise.all([page.waitForEvent('popup'), reopened.getByRole('button', { name: 'Cetak Semua Slip' }).click()]);
    await slips.waitForLoadState();
    expect(await slips.locator('section').count()).toBe(ROWS);
    const slip = (await slips.locator('section').first().textContent())!;
    for (const expected of ['Pegawai Massal 0', first!, password!, 'Cara memasang aplikasi']) expect(slip).toContain(expected);
    await slips.close();
    await reopened.getByRole('button', { name: 'Selesai' }).click();
    await reopened.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('import-job-notice').count()).toBe(0);
    await expect.poll(() => page.getByTestId('hr-employee').count()).toBe(11);

    // Dismissed: opened again, the dialog starts from choosing a file.
    await page.getByRole('button', { name: 'Impor CSV/XLSX' }).click();
    await page.getByRole('dialog', { name: 'Impor Pegawai' }).getByLabel('Berkas CSV atau XLSX').waitFor();
  });
});
