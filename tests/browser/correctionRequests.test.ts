/**
 * A forgotten clock-in asked for and approved (issue 48: "browser tests in Chromium of an employee's correction
 * request approved by the supervisor and the recap showing it"; axe 0 on the new screens). Wednesday 25 November 2026
 * at 10:00 WIB: the demo data ends the day before, so Siti has not clocked in today; her shift began at 07:30.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { expectAlert, phoneAndServer, signIn } from '../support/attendancePhone';
import { checkScreen } from '../support/screenCheck';

const TODAY = '2026-11-25';
const TODAY_IN_WORDS = 'Rabu, 25 November 2026';
const REASON = 'Lupa absen, sudah melayani di loket sejak 07.25';

describe('a correction request, asked and approved (Chromium, 390×844)', () => {
  const now = fromJakarta(TODAY, '10:00');
  const setup = phoneAndServer(() => now);

  const presentDays = async () => {
    const rows = await setup.server.services.db
      .selectFrom('attendance as a')
      .innerJoin('employees as e', 'e.id', 'a.employee_id')
      .select('a.work_date')
      .where('e.username', '=', 'siti.rahma')
      .where('a.direction', '=', 'in')
      .where('a.verification', 'in', ['verified', 'accepted_at_receipt'])
      .where('a.work_date', '>=', '2026-11-01')
      .where('a.work_date', '<=', TODAY)
      .execute();
    return rows.length;
  };
  const recapHadir = async (page: Page) => {
    const row = page.getByTestId('recap-row').filter({ hasText: 'Siti Rahmawati' });
    await row.waitFor({ timeout: 15_000 });
    // 'Hadir' is the second figure, after 'Hari kerja'.
    return Number(await row.locator('td').nth(1).textContent());
  };

  it('Siti asks from her history; atasan approves beside the day; the recap counts her present', async () => {
    const before = await presentDays();
    const siti = await signIn(setup.phone, setup.server.url, 'siti.rahma', now);
    siti.setDefaultTimeout(15_000);
    await siti.getByRole('link', { name: 'Info' }).click();
    await siti.getByRole('link', { name: /Informasi Absen|Riwayat Absen/ }).first().click();
    await siti.waitForURL('**/riwayat-absen');
    const today = siti.getByTestId('history-day').filter({ hasText: TODAY_IN_WORDS });
    await today.getByRole('link', { name: 'Ajukan Koreksi' }).click();
    await siti.waitForURL('**/pengajuan-koreksi?tanggal=2026-11-25');
    expect(await siti.getByRole('heading', { level: 1 }).textContent()).toBe('Pengajuan Koreksi Absen');
    await expect.poll(() => siti.getByLabel('Tanggal').inputValue()).toBe(TODAY);

    await siti.getByRole('button', { name: 'Kirim Pengajuan' }).click();
    for (const message of ['Pilih absen masuk atau pulang.', 'Isi jamnya, misalnya 07:25.', 'Pilih tempatnya.', 'Alasan wajib diisi.']) await siti.getByText(message, { exact: true }).waitFor();
    await checkScreen(siti, 'koreksi-formulir-salah');

    await siti.getByRole('radio', { name: 'Absen Masuk' }).check();
    await siti.getByLabel('Jam sebenarnya').fill('07:25');
    await siti.getByLabel('Tempat').selectOption({ label: 'Kantor Pusat PDAM Tirta Kencana' });
    await siti.getByLabel('Alasan').fill(REASON);
    await siti.getByRole('button', { name: 'Kirim Pengajuan' }).click();
    await (await expectAlert(siti, 'Pengajuan Koreksi Terkirim')).getByRole('button', { name: 'OK' }).click();
    expect(await siti.getByLabel('Alasan').inputValue()).toBe('');
    const mine = siti.getByTestId('correction-request').filter({ hasText: TODAY_IN_WORDS });
    await expect.poll(() => mine.textContent()).toContain('Menunggu persetujuan');
    expect(await mine.textContent()).toContain('Absen Masuk, Rabu, 25 November 2026Jam 07:25, Kantor Pusat PDAM Tirta Kencana');
    await checkScreen(siti, 'koreksi-terkirim');

    await siti.goto(`${setup.server.url}/riwayat-absen`);
    await expect.poll(() => siti.getByTestId('history-day').filter({ hasText: TODAY_IN_WORDS }).getByTestId('day-correction').textContent()).toBe('Koreksi absen masuk jam 07:25: menunggu persetujuan atasan.');
    await siti.close();

    const atasan = await signIn(setup.phone, setup.server.url, 'atasan', now);
    atasan.setDefaultTimeout(15_000);
    await atasan.getByRole('link', { name: 'Info' }).click();
    await atasan.getByRole('link', { name: /Verifikasi Absen/ }).click();
    await atasan.waitForURL('**/verifikasi-absen');
    const request = atasan.getByRole('listitem').filter({ hasText: REASON });
    await expect.poll(() => request.textContent()).toContain('Siti Rahmawati');
    expect(await request.textContent()).toContain('ShiftReguler 07:30–16:00');
    expect(await request.textContent()).toContain('TercatatMasuk tidak ada, pulang tidak ada');
    await checkScreen(atasan, 'koreksi-menunggu-atasan');
    await request.getByRole('button', { name: 'Setujui' }).click();
    const dialog = atasan.getByRole('dialog', { name: 'Setujui pengajuan koreksi ini? Absennya akan dicatat sesuai pengajuan.' });
    await checkScreen(atasan, 'koreksi-setujui');
    await dialog.getByRole('button', { name: 'Setujui' }).click();
    await (await expectAlert(atasan, 'Pengajuan koreksi disetujui.')).getByRole('button', { name: 'OK' }).click();
    await atasan.getByText('Tidak ada pengajuan koreksi yang menunggu.').waitFor();
    await atasan.close();

    expect(await presentDays()).toBe(before + 1);
    const hr = await signIn(setup.phone, setup.server.url, 'hr', now);
    hr.setDefaultTimeout(15_000);
    await hr.goto(`${setup.server.url}/hr/rekap`);
    // Every day Siti came, the seeded ones and today's by request, as the rows themselves say.
    expect(await recapHadir(hr)).toBe(before + 1);
    await hr.close();

    // Her day now has its clock-in: the dashboard offers 'Absen Pulang'.
    const again = await signIn(setup.phone, setup.server.url, 'siti.rahma', now, undefined, { awaitClockIn: false });
    await again.goto(`${setup.server.url}/riwayat-absen`);
    const day = again.getByTestId('history-day').filter({ hasText: TODAY_IN_WORDS });
    await expect.poll(() => day.textContent(), { timeout: 15_000 }).toContain('Dikoreksi atas pengajuan');
    expect(await day.textContent()).toContain(`Dikoreksi atas pengajuan Anda. Alasan: ${REASON}`);
    await checkScreen(again, 'koreksi-riwayat-disetujui');
    await again.close();
  });
});
