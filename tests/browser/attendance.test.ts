import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { FIELD_SITE, HEAD_OFFICE } from '../support/attendanceApi';
import { expectAlert, phoneAndServer, signIn as signInPhone, takePhoto } from '../support/attendancePhone';
import { checkScreen } from '../support/screenCheck';

/** Monday 23 November 2026 in Jakarta, for the server and the phone alike. */
const MONDAY = '2026-11-23';

describe('clock in and out in Chromium with the fake camera, at 390×844', () => {
  let now = fromJakarta(MONDAY, '07:20');
  const setup = phoneAndServer(() => now);

  async function signIn(username: string, time: string, position = HEAD_OFFICE): Promise<Page> {
    now = fromJakarta(MONDAY, time);
    return signInPhone(setup.phone, setup.server.url, username, now, position);
  }

  /** The face photo is taken online; the network drops just before the photo goes up. */
  async function takePhotoThenLoseTheNetwork(page: Page) {
    await expect.poll(() => page.getByRole('button', { name: 'Ambil Foto' }).isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Ambil Foto' }).click();
    await page.getByRole('button', { name: 'Ulangi' }).waitFor();
    await setup.phone.setOffline(true);
    await page.getByRole('button', { name: 'Lanjut' }).click();
  }

  const records = (username: string) =>
    setup.server.services.db
      .selectFrom('attendance as a')
      .innerJoin('employees as e', 'e.id', 'a.employee_id')
      .select(['a.direction', 'a.checked_at', 'a.inside_office', 'a.is_late', 'a.anomaly', 'a.location_file_id', 'a.letter_file_id'])
      .where('e.username', '=', username)
      .where('a.work_date', '=', MONDAY)
      .execute();

  it('clocks in inside the office on time: face photo only, then "Sudah Absen" with photo and time', async () => {
    const page = await signIn('demo', '07:20');
    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    await page.getByRole('button', { name: 'Ambil Foto' }).waitFor();
    expect(await page.getByRole('button', { name: 'Lanjut' }).count(), "no 'Lanjut' before a photo exists").toBe(0);
    await takePhoto(page, 'Foto Wajah');
    const alert = await expectAlert(page, 'Absen berhasil!');
    // Issue 51: the result says what happened: 'Tercatat' with its time.
    expect(await alert.textContent()).toContain('Tercatat: absen masuk pukul 07.20.');
    await alert.getByRole('button', { name: 'OK' }).click();

    const clockIn = page.getByTestId('absen-in');
    await expect.poll(() => clockIn.getByRole('button').textContent()).toBe('Sudah Absen');
    expect(await page.getByTestId('time-in').textContent()).toBe('07:20:00');
    await expect.poll(() => clockIn.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByTestId('absent-status').textContent()).toBe('Hadir');
    expect(await records('demo')).toMatchObject([{ direction: 'in', inside_office: 1, is_late: 0, anomaly: null }]);
    const face = await setup.server.services.db
      .selectFrom('attendance as a')
      .innerJoin('employees as e', 'e.id', 'a.employee_id')
      .innerJoin('stored_files as f', 'f.id', 'a.face_file_id')
      .select(['f.content_type', 'f.size', 'f.width', 'f.height'])
      .where('e.username', '=', 'demo')
      .where('a.work_date', '=', MONDAY)
      .executeTakeFirstOrThrow();
    expect(face.content_type).toBe('image/jpeg');
    expect(Math.min(face.width!, face.height!)).toBe(480);
    expect(face.size).toBeLessThanOrEqual(50_000);
    await page.close();
  });

  it('asks for a reason when late, and records it', async () => {
    const page = await signIn('siti.rahma', '08:10');
    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    await expect.poll(() => page.getByText('Anda terlambat. Pilih alasan keterlambatan:').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Simpan Alasan' }).click();
    await expect.poll(() => page.getByText('Silakan pilih alasan terlebih dahulu.').isVisible()).toBe(true);
    await page.getByLabel('Macet di jalan').check();
    await page.getByRole('button', { name: 'Simpan Alasan' }).click();
    await takePhoto(page, 'Foto Wajah');
    await (await expectAlert(page, 'Absen berhasil!')).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('absent-status').textContent()).toBe('Terlambat');
    expect(await records('siti.rahma')).toMatchObject([{ direction: 'in', is_late: 1, anomaly: 'Macet di jalan' }]);
    await page.close();
  });

  it('clocks out outside the office: luar-pulang reason, then face, location and letter photos', async () => {
    const page = await signIn('dewi.anggraini', '07:25');
    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    await takePhoto(page, 'Foto Wajah');
    await (await expectAlert(page, 'Absen berhasil!')).getByRole('button', { name: 'OK' }).click();

    now = fromJakarta(MONDAY, '16:40');
    await page.clock.setFixedTime(now);
    await setup.phone.setGeolocation({ ...FIELD_SITE, accuracy: 15 });
    await page.getByRole('button', { name: 'Absen Pulang' }).click();
    await page.getByRole('button', { name: 'Di Luar Kantor' }).click();
    await expect.poll(() => page.getByText('Anda absen di luar kantor. Pilih alasan:').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByLabel('Pulang langsung dari lokasi pekerjaan').check();
    await page.getByRole('button', { name: 'Simpan Alasan' }).click();
    await takePhoto(page, 'Foto Wajah');
    await takePhoto(page, 'Foto Lokasi');
    await takePhoto(page, 'Foto Surat Tugas');
    // Issue 51: a record that waits is announced as sent and waiting, with why in words, never 'Absen berhasil!'.
    const waiting = await expectAlert(page, 'Absen terkirim');
    expect(await waiting.textContent()).toContain('Absen terkirim — menunggu verifikasi atasan: dinas luar menunggu konfirmasi atasan');
    await waiting.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('absen-out').getByRole('button').textContent()).toBe('Sudah Absen');
    expect(await page.getByTestId('time-out').textContent()).toBe('16:40:00');
    const out = (await records('dewi.anggraini')).find((r) => r.direction === 'out');
    expect(out).toMatchObject({ inside_office: 0, anomaly: 'Pulang langsung dari lokasi pekerjaan' });
    expect(out!.location_file_id).toBeTruthy();
    expect(out!.letter_file_id).toBeTruthy();
    await page.close();
  });

  it('keeps a clock-in taken while the network drops, shows it pending, and delivers it once when the network is back, for verification', async () => {
    const page = await signIn('maya.sari', '07:22');
    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    await takePhotoThenLoseTheNetwork(page);
    const kept = await expectAlert(page, 'Absen disimpan di perangkat');
    await kept.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('absen-in').getByRole('button').textContent()).toBe('Menunggu Terkirim');
    expect(await page.getByTestId('pending-attendance').textContent()).toContain('belum terkirim');
    expect(await page.getByTestId('absent-status').textContent()).toBe('Menunggu Terkirim');
    expect(await records('maya.sari')).toEqual([]);

    now = fromJakarta(MONDAY, '07:40');
    await setup.phone.setOffline(false);
    await expect.poll(() => page.getByTestId('absen-in').getByRole('button').textContent(), { timeout: 20_000 }).toBe('Sudah Absen');
    expect(await page.getByTestId('pending-attendance').count()).toBe(0);
    const delivered = await records('maya.sari');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.checked_at).toBe(fromJakarta(MONDAY, '07:22').toISOString());
    expect(await page.getByTestId('time-in').textContent()).toBe('07:22:00');

    await page.getByRole('link', { name: 'Info' }).click();
    await page.getByRole('link', { name: /Riwayat Absen/ }).click();
    await page.waitForURL('**/riwayat-absen');
    const today = page.getByTestId('history-day').first();
    await expect.poll(() => today.textContent(), { timeout: 10_000 }).toContain('Senin, 23 November 2026');
    // Delivered 18 minutes after its check: it keeps the check's time and waits for the supervisor.
    expect(await today.textContent()).toContain('Menunggu Verifikasi');
    expect(await today.textContent()).toContain('Menunggu verifikasi atasan karena terkirim terlambat.');
    expect(await today.textContent()).toContain('Jam absen 07:22:00, diterima 07:40:00');
    expect(await page.getByRole('heading', { name: 'Informasi Absen' }).isVisible()).toBe(true);
    await page.close();
  });

  it('starts a clock-in with no network at all: keeps it with its photo and time, and delivers it once, flagged', async () => {
    const page = await signIn('wulan.sari', '07:25');
    await setup.phone.setOffline(true);
    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    const unchecked = await expectAlert(page, 'Absen Gagal');
    expect(await unchecked.getByRole('button').allTextContents()).toEqual(['Coba Lagi', 'Simpan, Kirim Nanti', 'Batal']);
    await checkScreen(page, 'absen-tanpa-koneksi');
    await unchecked.getByRole('button', { name: 'Simpan, Kirim Nanti' }).click();
    await takePhoto(page, 'Foto Wajah');
    await (await expectAlert(page, 'Absen disimpan di perangkat')).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('absen-in').getByRole('button').textContent()).toBe('Menunggu Terkirim');
    expect(await page.getByTestId('time-in').textContent()).toBe('07:25:00');
    expect(await records('wulan.sari')).toEqual([]);

    now = fromJakarta(MONDAY, '07:50');
    await setup.phone.setOffline(false);
    await expect.poll(() => page.getByTestId('absen-in').getByRole('button').textContent(), { timeout: 20_000 }).toBe('Sudah Absen');
    expect(await page.getByTestId('time-in').textContent()).toBe('07:25:00');
    const delivered = await setup.server.services.db
      .selectFrom('attendance as a')
      .innerJoin('employees as e', 'e.id', 'a.employee_id')
      .select(['a.checked_at', 'a.recorded_at', 'a.inside_office', 'a.taken_offline'])
      .where('e.username', '=', 'wulan.sari')
      .where('a.work_date', '=', MONDAY)
      .execute();
    expect(delivered).toEqual([
      { checked_at: fromJakarta(MONDAY, '07:25').toISOString(), recorded_at: fromJakarta(MONDAY, '07:50').toISOString(), inside_office: 1, taken_offline: 1 },
    ]);
    await page.close();
  });

  it('gives up on a submit the server does not answer in time, keeps the clock-in, and delivers it exactly once', async () => {
    const page = await signIn('ratna.dewi', '07:18');
    // The first submit reaches the server, which records it, but its answer is held back past the app's 20 s
    // limit; the phone's retries then meet a server in trouble (503) until the test lets them through.
    let submits = 0;
    let serverInTrouble = true;
    await page.route('**/mobile-v2/absen-upload', async (route) => {
      submits++;
      if (submits === 1) {
        const answer = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 25_000));
        await route.fulfill({ response: answer }).catch(() => undefined);
      } else if (serverInTrouble) {
        await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Server sedang sibuk.' }) });
      } else {
        await route.continue();
      }
    });
    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    await takePhoto(page, 'Foto Wajah');
    const kept = await expectAlert(page, 'Absen disimpan di perangkat');
    await kept.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('absen-in').getByRole('button').textContent()).toBe('Menunggu Terkirim');
    expect(await records('ratna.dewi')).toHaveLength(1);

    serverInTrouble = false;
    await setup.phone.setOffline(true);
    await setup.phone.setOffline(false);
    await expect.poll(() => page.getByTestId('absen-in').getByRole('button').textContent(), { timeout: 45_000 }).toBe('Sudah Absen');
    const delivered = await records('ratna.dewi');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.checked_at).toBe(fromJakarta(MONDAY, '07:18').toISOString());
    expect(submits).toBeGreaterThanOrEqual(3);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.close();
  }, 90_000);

  it('delivers a kept clock-in after the app was closed and opened again', async () => {
    const page = await signIn('hendra.gunawan', '07:15');
    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    await takePhotoThenLoseTheNetwork(page);
    await (await expectAlert(page, 'Absen disimpan di perangkat')).getByRole('button', { name: 'OK' }).click();
    await page.close();

    await setup.phone.setOffline(false);
    now = fromJakarta(MONDAY, '08:30');
    const reopened = await setup.phone.newPage();
    await reopened.clock.setFixedTime(now);
    await reopened.goto(`${setup.server.url}/dashboard`);
    await expect.poll(() => reopened.getByTestId('absen-in').getByRole('button').textContent(), { timeout: 20_000 }).toBe('Sudah Absen');
    const delivered = await records('hendra.gunawan');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ checked_at: fromJakarta(MONDAY, '07:15').toISOString(), is_late: 0 });
    await reopened.close();
  });
});
