import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { expectAlert, phoneAndServer, signIn, takePhoto } from '../support/attendancePhone';
import { PHONE } from '../support/browser';

const MONDAY = '2026-11-23';

/** The clock-in flow can always be left: 'Batal' on a busy step, Back, a camera that will not open. */
describe('never stuck in the clock-in flow (Chromium, fake camera)', () => {
  const now = fromJakarta(MONDAY, '07:10');
  const setup = phoneAndServer(() => now);

  const records = (username: string) =>
    setup.server.services.db
      .selectFrom('attendance as a')
      .innerJoin('employees as e', 'e.id', 'a.employee_id')
      .select(['a.direction'])
      .where('e.username', '=', username)
      .where('a.work_date', '=', MONDAY)
      .execute();
  const keptOnDevice = (page: Page) => page.getByTestId('pending-attendance').count();
  const flow = (page: Page) => page.getByRole('dialog', { name: 'Absen Masuk' });

  it("'Batal' on a busy step ends the flow at once, says so, and leaves nothing behind", async () => {
    const page = await signIn(setup.phone, setup.server.url, 'demo', now);
    let checks = 0;
    await page.route('**/mobile-v2/absen-check', () => void checks++);
    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Memeriksa absen...' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await flow(page).getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => flow(page).count()).toBe(0);
    expect(await page.getByText('Absen masuk dibatalkan.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Absen Masuk' }).isEnabled()).toBe(true);
    expect(checks).toBe(1);
    expect(await keptOnDevice(page)).toBe(0);
    expect(await records('demo')).toEqual([]);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    await takePhoto(page, 'Foto Wajah');
    await (await expectAlert(page, 'Absen berhasil!')).getByRole('button', { name: 'OK' }).click();
    expect(await records('demo')).toEqual([{ direction: 'in' }]);
    await page.close();
  });

  it('Back during the flow cancels it visibly and stays on the dashboard; a new attempt starts clean', async () => {
    const page = await signIn(setup.phone, setup.server.url, 'siti.rahma', now);
    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    await page.getByRole('heading', { name: 'Foto Wajah' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (history.state as { attendanceFlow?: string } | null)?.attendanceFlow)).toBeTruthy();
    await page.goBack();
    await expect.poll(() => flow(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await page.getByText('Absen masuk dibatalkan.').isVisible()).toBe(true);
    expect(await records('siti.rahma')).toEqual([]);

    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    await takePhoto(page, 'Foto Wajah');
    await (await expectAlert(page, 'Absen berhasil!')).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => flow(page).count()).toBe(0);
    // Closing the flow took back its own history entry: Back now leaves the dashboard as usual.
    await expect.poll(() => page.evaluate(() => (history.state as { attendanceFlow?: string } | null)?.attendanceFlow ?? null)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await records('siti.rahma')).toEqual([{ direction: 'in' }]);
    await page.close();
  });

  it("a denied camera explains how to allow it; 'Coba Lagi' opens it once allowed", async () => {
    const page = await signIn(setup.phone, setup.server.url, 'dewi.anggraini', now);
    // Under --use-fake-ui-for-media-stream Chromium grants every camera request, so the denial is the browser's own
    // answer to a refused prompt (NotAllowedError), given until the employee allows the camera.
    await page.evaluate(() => {
      const ask = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      Object.assign(window, { cameraAllowed: false });
      navigator.mediaDevices.getUserMedia = (constraints) =>
        'cameraAllowed' in window && window.cameraAllowed ? ask(constraints) : Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    const camera = (setting: 'denied' | 'granted') => page.evaluate((allowed) => Object.assign(window, { cameraAllowed: allowed }), setting === 'granted');
    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    const problem = page.getByRole('alert').filter({ hasText: 'Akses kamera ditolak.' });
    await problem.waitFor({ timeout: 15_000 });
    expect(await problem.textContent()).toContain('Izinkan');
    expect(await page.getByRole('button', { name: 'Ambil Foto' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Lanjut' }).count()).toBe(0);

    await camera('granted');
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await takePhoto(page, 'Foto Wajah');
    await (await expectAlert(page, 'Absen berhasil!')).getByRole('button', { name: 'OK' }).click();
    expect(await records('dewi.anggraini')).toEqual([{ direction: 'in' }]);
    await page.close();
  });

  it('takes the photo in landscape without scrolling', async () => {
    const page = await signIn(setup.phone, setup.server.url, 'maya.sari', now);
    await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    const shoot = page.getByRole('button', { name: 'Ambil Foto' });
    await expect.poll(() => shoot.isEnabled(), { timeout: 15_000 }).toBe(true);
    const box = (await shoot.boundingBox())!;
    const video = (await page.locator('video').boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.width);
    expect(video.y + video.height).toBeLessThanOrEqual(PHONE.width);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await shoot.click();
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await (await expectAlert(page, 'Absen berhasil!')).getByRole('button', { name: 'OK' }).click();
    await page.close();
  });
});
