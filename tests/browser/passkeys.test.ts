import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { launchPhone } from '../support/browser';
import { requireBuild } from '../support/builtApp';
import { HEAD_OFFICE } from '../support/attendanceApi';
import { expectAlert, signIn as signInPhone, takePhoto } from '../support/attendancePhone';
import { checkScreen, prepareScreenshots } from '../support/screenCheck';
import { startTestServer, type TestServer } from '../support/testServer';
import { logInAs, postJson } from '../support/http';

/** Monday and Tuesday, 23 and 24 November 2026, in Jakarta, for the server and the phones alike. */
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';

/**
 * A phone with a platform authenticator: Chromium's virtual one (CDP), internal, with user verification that always
 * succeeds, as a phone whose owner lays a finger on it. It lives as long as the page.
 */
async function addFingerprintReader(phone: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await phone.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return cdp;
}

describe('passkeys in Chromium with a virtual authenticator, at 390×844', () => {
  let now = fromJakarta(MONDAY, '07:20');
  let server: TestServer;
  let phone: Awaited<ReturnType<typeof launchPhone>>;
  let secondPhone: Awaited<ReturnType<typeof launchPhone>>;
  /** Passkeys belong to a host name: the app is opened as localhost (browsers refuse them on an IP address). */
  let appUrl: string;

  beforeAll(async () => {
    await prepareScreenshots();
    server = await startTestServer({ staticDir: requireBuild(), now: () => now });
    appUrl = server.url.replace('127.0.0.1', 'localhost');
    phone = await launchPhone();
    secondPhone = await launchPhone();
    for (const context of [phone, secondPhone]) await context.grantPermissions(['geolocation', 'camera'], { origin: appUrl });
  });
  afterAll(async () => {
    await phone?.dispose();
    await secondPhone?.dispose();
    await server?.close();
  });

  const records = (direction: 'in' | 'out', date: string) =>
    server.services.db
      .selectFrom('attendance as a')
      .innerJoin('employees as e', 'e.id', 'a.employee_id')
      .select(['a.verification', 'a.flags', 'a.taken_offline'])
      .where('e.username', '=', 'budi.santoso')
      .where('a.work_date', '=', date)
      .where('a.direction', '=', direction)
      .execute();

  let page: Page;

  /** The employee signs in on a new page of `context`, which has a fingerprint reader when `withPasskeys`. */
  const signIn = (context: BrowserContext, at: Date, withPasskeys = false, username = 'budi.santoso') =>
    signInPhone(context, appUrl, username, at, HEAD_OFFICE, { prepare: withPasskeys ? (page) => addFingerprintReader(context, page) : undefined, awaitClockIn: false });

  it("offers enrolment on the dashboard, enrols this phone from the card, and lists it in 'Perangkat Absen'", async () => {
    page = await signIn(phone, now, true);

    const card = page.getByRole('region', { name: 'Daftarkan ponsel ini untuk absen' });
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await card.getByRole('button').allTextContents()).toEqual(['Nanti Saja', 'Daftarkan Perangkat Ini']);
    await checkScreen(page, 'dashboard-tawaran-perangkat');
    // The code HR handed Budi in person (issue 46): with it, his first phone is active at once.
    const hrToken = await logInAs(server.url, 'hr');
    const budi = await server.services.db.selectFrom('employees').select('id').where('username', '=', 'budi.santoso').executeTakeFirstOrThrow();
    const made = await postJson(`${server.url}/hr/employees/${budi.id}/enrolment-code`, {}, { token: hrToken });
    // A code typed wrong is refused: only 'OK' (the same code again cannot help), then the card with what was typed.
    const codeField = card.getByLabel('Kode pendaftaran dari SDM (bila ada)');
    await codeField.fill('SALAH-1234');
    await card.getByRole('button', { name: 'Daftarkan Perangkat Ini' }).click();
    const refused = await expectAlert(page, 'Pendaftaran perangkat gagal');
    expect(await refused.getByRole('button').allTextContents()).toEqual(['OK']);
    await checkScreen(page, 'dashboard-kode-pendaftaran-ditolak');
    await refused.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    expect(await codeField.inputValue()).toBe('SALAH-1234');
    await codeField.fill(made.body.code);
    await card.getByRole('button', { name: 'Daftarkan Perangkat Ini' }).click();
    const done = await expectAlert(page, 'Perangkat Absen');
    expect(await done.textContent()).toContain('Perangkat terdaftar dan aktif. Absen dari ponsel ini akan ditandatangani.');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => card.count()).toBe(0);

    await page.getByRole('link', { name: 'Akun' }).click();
    await page.getByRole('link', { name: 'Perangkat Absen' }).click();
    await page.waitForURL('**/perangkat-absen');
    await expect.poll(() => page.getByText('Ponsel ini sudah terdaftar untuk akun Anda.').isVisible(), { timeout: 10_000 }).toBe(true);
    const list = page.getByRole('region', { name: 'Perangkat Terdaftar' });
    // Named as the browser describes itself: Chrome, on the platform its user agent names.
    const platform = (await page.evaluate(() => navigator.userAgent)).includes('Android') ? 'Android' : 'Linux';
    expect(await list.textContent()).toContain(`Chrome di ${platform}`);
    expect(await list.textContent()).toContain('Aktif');
    await checkScreen(page, 'perangkat-absen');
    expect(await server.services.db.selectFrom('passkeys').select(['status', 'name']).execute()).toEqual([{ status: 'active', name: `Chrome di ${platform}` }]);
  });

  it("clocks in through the app, signed by the phone: 'Tercatat'", async () => {
    await page.getByRole('link', { name: /Kembali/ }).click();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    await takePhoto(page, 'Foto Wajah');
    await (await expectAlert(page, 'Absen berhasil!')).getByRole('button', { name: 'OK' }).click();
    expect(await records('in', MONDAY)).toEqual([{ verification: 'verified', flags: '', taken_offline: 0 }]);
    await expect.poll(() => page.getByTestId('verification-in').textContent()).toBe('Tercatat');
  });

  it("clocks out from a second browser profile with no passkey: 'Menunggu Verifikasi', and why in words", async () => {
    now = fromJakarta(MONDAY, '16:10');
    const other = await signIn(secondPhone, now);
    await other.getByRole('link', { name: 'Akun' }).click();
    await other.getByRole('link', { name: 'Perangkat Absen' }).click();
    await expect.poll(() => other.getByRole('region', { name: 'Ponsel Ini' }).textContent(), { timeout: 10_000 }).toContain('tidak punya kunci perangkat');
    await checkScreen(other, 'perangkat-absen-tidak-didukung');
    await other.getByRole('link', { name: /Kembali/ }).click();
    await other.getByRole('link', { name: 'Dashboard' }).click();
    await other.getByRole('button', { name: 'Absen Pulang' }).click();
    await other.getByRole('button', { name: 'Di Dalam Kantor' }).click();
    await takePhoto(other, 'Foto Wajah');
    // Issue 51: the record waits, and the result says so and why.
    const waiting = await expectAlert(other, 'Absen terkirim');
    expect(await waiting.textContent()).toMatch(/Absen terkirim — menunggu verifikasi atasan: .*perangkat tidak terdaftar/);
    await waiting.getByRole('button', { name: 'OK' }).click();
    // The fake camera's frames look alike ('similar_photo'): what matters here is the device's flag.
    const [out] = await records('out', MONDAY);
    expect(out).toMatchObject({ verification: 'pending', taken_offline: 0 });
    expect(out!.flags.split(',')).toContain('device_unregistered');
    const verification = other.getByTestId('verification-out');
    await expect.poll(() => verification.textContent()).toContain('Menunggu Verifikasi');
    expect(await verification.textContent()).toMatch(/Menunggu verifikasi atasan karena .*perangkat tidak terdaftar/);
    await other.close();
  });

  it("enrols a further phone pending, and the supervisor approves it in 'Verifikasi Absen'", async () => {
    now = fromJakarta(MONDAY, '17:00');
    const further = await signIn(secondPhone, now, true);
    await further.goto(`${appUrl}/perangkat-absen`);
    await further.getByRole('button', { name: 'Daftarkan Perangkat Ini' }).click();
    const pending = await expectAlert(further, 'Perangkat Absen');
    expect(await pending.textContent()).toContain('Perangkat terdaftar dan menunggu persetujuan atasan atau SDM.');
    await pending.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => further.getByRole('region', { name: 'Perangkat Terdaftar' }).textContent()).toContain('Menunggu persetujuan');
    await further.close();

    const supervisor = await signIn(secondPhone, now, false, 'atasan');
    await supervisor.goto(`${appUrl}/verifikasi-absen`);
    const waiting = supervisor.getByRole('region', { name: 'Perangkat Menunggu Persetujuan' });
    await expect.poll(() => waiting.textContent(), { timeout: 10_000 }).toContain('Budi Santoso');
    await checkScreen(supervisor, 'verifikasi-perangkat');
    await waiting.getByRole('button', { name: 'Setujui Perangkat' }).click();
    const dialog = supervisor.getByRole('dialog', { name: 'Setujui perangkat ini untuk absen?' });
    await dialog.getByRole('button', { name: 'Setujui' }).click();
    await (await expectAlert(supervisor, 'Perangkat disetujui.')).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => waiting.count()).toBe(0);
    expect((await server.services.db.selectFrom('passkeys').select('status').orderBy('created_at').execute()).map((row) => row.status)).toEqual(['active', 'active']);
    await supervisor.close();
  });

  it('keeps a clock-in taken with no connection, signed over the record itself, and delivers it later, signed', async () => {
    now = fromJakarta(TUESDAY, '07:25');
    await page.clock.setFixedTime(now);
    await page.goto(`${appUrl}/dashboard`);
    await expect.poll(() => page.getByRole('button', { name: 'Absen Masuk' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    await phone.setOffline(true);
    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    await (await expectAlert(page, 'Absen Gagal')).getByRole('button', { name: 'Simpan, Kirim Nanti' }).click();
    await takePhoto(page, 'Foto Wajah');
    await (await expectAlert(page, 'Absen disimpan di perangkat')).getByRole('button', { name: 'OK' }).click();
    expect(await records('in', TUESDAY)).toEqual([]);

    now = fromJakarta(TUESDAY, '07:45');
    await phone.setOffline(false);
    await expect.poll(() => page.getByTestId('absen-in').getByRole('button').textContent(), { timeout: 20_000 }).toBe('Sudah Absen');
    // Pending as every offline record is, with the enrolled phone's signature found valid (the fake camera and the
    // unchanged position add flags of their own).
    const [delivered] = await records('in', TUESDAY);
    expect(delivered).toMatchObject({ verification: 'pending', taken_offline: 1 });
    expect(delivered!.flags.split(',')).toEqual(expect.arrayContaining(['offline', 'device_signed']));
    expect(delivered!.flags).not.toMatch(/device_(unregistered|signature_invalid|revoked|cloned)/);
    await page.close();
  });
});
