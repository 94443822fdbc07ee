/**
 * An overtime order agreed, worked and paid (issue 48: "browser tests in Chromium … of an overtime order agreed,
 * worked and paid"; axe 0 on the new screens). Friday 20 November 2026: atasan orders Siti's Saturday 08:00–12:00;
 * Siti agrees; on Saturday (a rest day of her Monday–Friday week) she works it; the recap pays its four hours twice
 * (PP 35/2021 art. 31, a 5-day week's rest day: hours 1–8 ×2). The days are past ones: the phone's positions carry
 * the real time, which a future day would call stale.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { expectAlert, phoneAndServer, signIn, takePhoto } from '../support/attendancePhone';
import { checkScreen } from '../support/screenCheck';

const SATURDAY = '2026-11-21';
const SATURDAY_IN_WORDS = 'Sabtu, 21 November 2026';
const TASK = 'Perbaikan pipa bocor di Jl. Pemuda';

describe('an overtime order, agreed, worked and paid (Chromium, 390×844)', () => {
  let now = fromJakarta('2026-11-20', '10:00');
  const setup = phoneAndServer(() => now);

  const openOvertime = async (page: Page) => {
    await page.goto(`${setup.server.url}/absen-lembur`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Absen Lembur');
  };

  it('atasan orders, Siti agrees and works it, and the recap pays it', async () => {
    const atasan = await signIn(setup.phone, setup.server.url, 'atasan', now);
    atasan.setDefaultTimeout(15_000);
    await atasan.getByRole('link', { name: 'Info' }).click();
    await atasan.getByRole('link', { name: /Perintah Lembur/ }).click();
    await atasan.waitForURL('**/perintah-lembur');
    await atasan.getByRole('button', { name: 'Kirim' }).click();
    for (const message of ['Pilih pegawainya.', 'Pilih tanggalnya.', 'Isi jam mulai, misalnya 17:00.', 'Isi jam selesai, misalnya 20:00.', 'Tugas lembur wajib diisi.']) await atasan.getByText(message, { exact: true }).waitFor();
    await checkScreen(atasan, 'perintah-lembur-salah');
    await atasan.getByLabel('Pegawai').selectOption({ label: 'Siti Rahmawati' });
    await atasan.getByLabel('Tanggal lembur').selectOption({ label: SATURDAY_IN_WORDS });
    await atasan.getByLabel('Jam mulai').fill('08:00');
    await atasan.getByLabel('Jam selesai').fill('12:00');
    await atasan.getByLabel('Tugas').fill(TASK);
    await atasan.getByRole('button', { name: 'Kirim' }).click();
    await (await expectAlert(atasan, 'Terkirim')).getByRole('button', { name: 'OK' }).click();
    const ordered = atasan.getByTestId('overtime-order').filter({ hasText: 'Siti Rahmawati' });
    await expect.poll(() => ordered.textContent()).toContain('Menunggu persetujuan pegawai');
    await checkScreen(atasan, 'perintah-lembur');
    await atasan.close();

    const siti = await signIn(setup.phone, setup.server.url, 'siti.rahma', now);
    siti.setDefaultTimeout(15_000);
    await siti.getByRole('link', { name: 'Lainnya' }).click();
    await siti.getByRole('link', { name: /Absen Lembur/ }).click();
    await siti.waitForURL('**/absen-lembur');
    const order = siti.getByTestId('overtime-order').filter({ hasText: SATURDAY_IN_WORDS });
    await expect.poll(() => order.textContent()).toContain(`Tugas: ${TASK}`);
    expect(await order.textContent()).toContain('Perintah dari Rina Kusumawati, S.E.');
    await checkScreen(siti, 'perintah-lembur-pegawai');
    await order.getByRole('button', { name: 'Setujui' }).click();
    await siti.getByRole('dialog', { name: 'Setujui perintah lembur ini?' }).getByRole('button', { name: 'Setujui' }).click();
    await (await expectAlert(siti, 'Perintah lembur disetujui.')).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => order.textContent()).toContain('Disepakati');
    // Her own request for another day opens in place, and 'Batal' puts it away.
    await siti.getByRole('button', { name: 'Ajukan Lembur' }).click();
    const ask = siti.getByRole('form', { name: 'Ajukan Lembur' });
    await ask.getByLabel('Tugas').waitFor();
    expect(await ask.getByLabel('Pegawai').count()).toBe(0);
    await checkScreen(siti, 'ajukan-lembur');
    await ask.getByRole('button', { name: 'Batal' }).click();
    await siti.getByRole('button', { name: 'Ajukan Lembur' }).waitFor();
    await siti.close();

    now = fromJakarta(SATURDAY, '08:00');
    const saturday = await signIn(setup.phone, setup.server.url, 'siti.rahma', now, undefined, { awaitClockIn: false });
    saturday.setDefaultTimeout(15_000);
    await openOvertime(saturday);
    await saturday.getByRole('button', { name: 'Absen Masuk Lembur' }).click();
    await takePhoto(saturday, 'Foto Wajah');
    await takePhoto(saturday, 'Foto Lokasi');
    await (await expectAlert(saturday, 'Absen berhasil!')).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => saturday.getByTestId('overtime-status').textContent()).toBe('Lembur berlangsung sejak pukul 08:00:00.');

    // The fake camera shows one picture at both ends, which the near-duplicate check would rightly doubt; two real
    // photos four hours apart differ. The start's hash is set aside so that only the order decides.
    await setup.server.services.evidence.flush();
    await setup.server.services.db.updateTable('stored_files').set({ phash: null }).where('phash', 'is not', null).execute();
    now = fromJakarta(SATURDAY, '12:00');
    await saturday.clock.setFixedTime(now);
    await saturday.getByRole('button', { name: 'Absen Pulang Lembur' }).click();
    await saturday.getByRole('button', { name: 'Di Dalam Kantor' }).click();
    await takePhoto(saturday, 'Foto Wajah');
    await takePhoto(saturday, 'Foto Lokasi');
    await (await expectAlert(saturday, 'Absen berhasil!')).getByRole('button', { name: 'OK' }).click();
    const day = saturday.getByTestId('history-day').filter({ hasText: SATURDAY_IN_WORDS });
    // Worked under an agreed order, it counts at once: no supervisor's approval waits.
    await expect.poll(() => day.textContent()).toMatch(/Sabtu, 21 November 2026Lembur.*08:00:00.*12:00:00/);
    expect(await day.textContent()).not.toContain('Menunggu');
    await saturday.close();

    const hr = await signIn(setup.phone, setup.server.url, 'hr', now, undefined, { awaitClockIn: false });
    await hr.goto(`${setup.server.url}/hr/rekap`);
    const row = hr.getByTestId('recap-row').filter({ hasText: 'Siti Rahmawati' });
    await row.waitFor({ timeout: 15_000 });
    // 'Lembur (jam)' and 'Lembur dibayar (jam)' are the last two figures.
    const figures = await row.locator('td').allTextContents();
    expect(figures.slice(-2)).toEqual(['4', '8']);
    await hr.close();
  });
});
