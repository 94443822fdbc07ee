/**
 * The employee's app used without help (issue 51, "The employee's app"), in Chromium at 390×844: 'Absen Masuk' on
 * the first screen whatever the dashboard offers; a denied location that says how to allow it and offers 'Coba
 * Lagi'; a result that says the record counts (one that waits: tests/browser/attendance.test.ts); Riwayat Absen's
 * month at a glance; the clock-out's answer suggested by the position; Riwayat Izin opening on the latest requests, next month's included;
 * no date cut at 320 px. Monday 23 November 2026,
 * 07:20 WIB: the demo data ends the day before. Expected words come from the issue.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { HEAD_OFFICE } from '../support/attendanceApi';
import { expectAlert, phoneAndServer, signIn, takePhoto } from '../support/attendancePhone';
import { checkScreen } from '../support/screenCheck';

const NOW = fromJakarta('2026-11-23', '07:20');

/** A platform authenticator (Chromium's virtual one), so that the dashboard offers to enrol this phone. */
async function withFingerprintReader(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

/** Whether the element is whole on the first screen: inside the viewport and above the bottom navigation. */
async function onFirstScreen(page: Page, name: string) {
  const button = (await page.getByRole('button', { name }).boundingBox())!;
  const nav = (await page.getByRole('navigation', { name: 'Navigasi utama' }).boundingBox())!;
  return button.y >= 0 && button.y + button.height <= nav.y;
}

describe("the employee's app without help (issue 51, Chromium, 390×844)", () => {
  const setup = phoneAndServer(() => NOW);
  /** Passkeys belong to a host name: the app is opened as localhost. */
  const appUrl = () => setup.server.url.replace('127.0.0.1', 'localhost');

  it("keeps 'Absen Masuk' on the first screen beside the phone offer and the privacy notice's card", async () => {
    await setup.phone.grantPermissions(['geolocation', 'camera'], { origin: appUrl() });
    const page = await signIn(setup.phone, appUrl(), 'siti.rahma', NOW, HEAD_OFFICE, { prepare: withFingerprintReader });
    await page.getByRole('region', { name: 'Daftarkan ponsel ini untuk absen' }).waitFor();
    await page.getByRole('heading', { name: 'Data pribadi Anda' }).waitFor();
    expect(await page.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([390, 844]);
    expect(await onFirstScreen(page, 'Absen Masuk')).toBe(true);
    expect(await onFirstScreen(page, 'Absen Pulang')).toBe(true);
    await page.close();
  });

  it("says how to allow a denied location on Android and iPhone, and goes on after 'Coba Lagi'; the result says it counts", async () => {
    const page = await signIn(setup.phone, setup.server.url, 'demo', NOW);
    await setup.phone.clearPermissions();
    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    const alert = await expectAlert(page, 'Absen Gagal');
    const text = (await alert.textContent())!;
    expect(text).toContain('Gagal mendapatkan lokasi perangkat.');
    expect(text).toContain('Android');
    expect(text).toContain('iPhone');
    expect(await alert.getByRole('button').allTextContents()).toEqual(expect.arrayContaining(['Coba Lagi', 'Batal']));
    await checkScreen(page, 'lokasi-ditolak');
    await setup.phone.grantPermissions(['geolocation', 'camera'], { origin: setup.server.url });
    await alert.getByRole('button', { name: 'Coba Lagi' }).click();
    await takePhoto(page, 'Foto Wajah');
    const result = await expectAlert(page, 'Absen berhasil!');
    expect(await result.textContent()).toContain('Tercatat: absen masuk pukul 07.20.');
    await checkScreen(page, 'absen-tercatat');
    await result.getByRole('button', { name: 'OK' }).click();
    await page.close();
  });

  it("puts the clock-out answer the position suggests first, and still asks", async () => {
    const page = await signIn(setup.phone, setup.server.url, 'siti.rahma', NOW);
    const answers = () => page.getByRole('dialog').getByRole('button', { name: /Kantor$/ }).allTextContents();
    await page.getByRole('button', { name: 'Absen Pulang' }).click();
    await page.getByText('Anda absen pulang dari mana?').waitFor();
    await expect.poll(() => page.getByTestId('place-suggestion').textContent()).toBe('Menurut lokasi ponsel, Anda berada di area kantor.');
    expect(await answers()).toEqual(['Di Dalam Kantor', 'Di Luar Kantor']);
    await checkScreen(page, 'pulang-disarankan-dalam');
    await page.getByRole('button', { name: 'Batal' }).click();

    // By a broken pipe 2 km away.
    await setup.phone.setGeolocation({ latitude: HEAD_OFFICE.latitude - 0.018, longitude: HEAD_OFFICE.longitude + 0.011, accuracy: 20 });
    await page.getByRole('button', { name: 'Absen Pulang' }).click();
    await expect.poll(() => page.getByTestId('place-suggestion').textContent()).toBe('Menurut lokasi ponsel, Anda berada di luar area kantor.');
    expect(await answers()).toEqual(['Di Luar Kantor', 'Di Dalam Kantor']);
    await page.getByRole('button', { name: 'Batal' }).click();
    await setup.phone.setGeolocation({ ...HEAD_OFFICE, accuracy: 12 });
    await page.close();
  });

  it('opens Riwayat Absen on the month at a glance', async () => {
    const page = await signIn(setup.phone, setup.server.url, 'siti.rahma', NOW, HEAD_OFFICE, { awaitClockIn: false });
    await page.goto(`${setup.server.url}/riwayat-absen`);
    const summary = page.getByTestId('month-summary');
    await summary.waitFor();
    expect(await summary.locator('dt').allTextContents()).toEqual(['Hadir', 'Terlambat', 'Tidak hadir', 'Izin/cuti', 'Menunggu verifikasi']);
    // Counted apart from the page: the month's days as the API answers them, by their status.
    const statuses = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('auth-store')!).state.token as string;
      const days = (await (await fetch('/mobile-v2/riwayat-absen?period=202611', { headers: { token } })).json()) as { status: string }[];
      return days.map((day) => day.status);
    });
    const count = (...words: string[]) => String(statuses.filter((status) => words.includes(status)).length);
    expect(await summary.locator('dd').allTextContents()).toEqual([
      count('Hadir', 'Terlambat', 'Dinas Luar', 'Pulang Cepat'),
      count('Terlambat'),
      count('Tidak Hadir', 'Tidak Absen Masuk'),
      count('Izin', 'Sakit', 'Cuti'),
      count('Menunggu Verifikasi'),
    ]);
    expect(Number(await summary.locator('dd').first().textContent())).toBeGreaterThan(0);
    await checkScreen(page, 'riwayat-ringkasan');
    await page.close();
  });

  it("opens Riwayat Izin on the latest requests, next month's first", async () => {
    const page = await signIn(setup.phone, setup.server.url, 'maya.sari', NOW, HEAD_OFFICE, { awaitClockIn: false });
    const sent = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('auth-store')!).state.token as string;
      const answer = await fetch('/mobile-v2/izin/insert', {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify({ reason: 'IZIN', description: 'Mengurus surat pindah', start_date: '04 Januari 2027', end_date: '04 Januari 2027', filename: null }),
      });
      return answer.status;
    });
    expect(sent).toBe(200);
    await page.goto(`${setup.server.url}/pengajuan-izin`);
    await page.getByRole('tab', { name: 'Riwayat' }).click();
    expect(await page.getByLabel('Bulan').locator('option:checked').textContent()).toBe('Terbaru');
    const first = page.getByRole('listitem').first();
    await expect.poll(() => first.textContent()).toContain('04 Januari 2027');
    await checkScreen(page, 'riwayat-izin-terbaru');
    await page.close();
  });

  it('never cuts a date at 320 px ("26 Novemb"), on any screen a supervisor opens', async () => {
    const page = await signIn(setup.phone, setup.server.url, 'atasan', NOW);
    await page.setViewportSize({ width: 320, height: 640 });
    const screens = ['/dashboard', '/info', '/riwayat-absen', '/pengajuan-izin', '/pengumuman', '/absen-lembur', '/absen-staff-terkait', '/persetujuan-izin', '/verifikasi-absen', '/informasi-data-diri', '/akun', '/privasi'];
    const cut: Record<string, string[]> = {};
    let dates = 0;
    for (const path of screens) {
      await page.goto(`${setup.server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const found = await page.evaluate(() => {
        const MONTH = /(Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember)/;
        const clipping = (element: Element) => getComputedStyle(element).overflowX !== 'visible' || getComputedStyle(element).textOverflow === 'ellipsis';
        const seen: { dates: number; cut: string[] } = { dates: 0, cut: [] };
        for (const element of document.querySelectorAll('body *')) {
          const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('');
          if (!MONTH.test(own) || !(element as HTMLElement).offsetParent) continue;
          const box = element.getBoundingClientRect();
          // Words for screen readers only (a field's example) are not on screen to be cut.
          if (box.width <= 1 && box.height <= 1) continue;
          seen.dates++;
          const overflows = box.left < -0.5 || box.right > window.innerWidth + 0.5 || (clipping(element) && element.scrollWidth > element.clientWidth + 1);
          let ancestor = element.parentElement;
          let hidden = false;
          while (ancestor && !hidden) {
            if (clipping(ancestor) && ancestor.scrollWidth <= ancestor.clientWidth + 1) {
              const outer = ancestor.getBoundingClientRect();
              hidden = box.right > outer.right + 0.5 || box.left < outer.left - 0.5;
            }
            ancestor = ancestor.parentElement;
          }
          if (overflows || hidden) seen.cut.push(own.trim());
        }
        return seen;
      });
      dates += found.dates;
      if (found.cut.length > 0) cut[path] = found.cut;
    }
    // Dates were there to read, and every one whole.
    expect(dates).toBeGreaterThan(20);
    expect(cut).toEqual({});
    await page.close();
  });
});
