/**
 * A payroll period HR closes, in Chromium (the "Done means": "HR closes November, a late correction to
 * November is refused with the message, a late offline clock-in appears in December's adjustments"). Wednesday
 * 2 December 2026 at 09:00 WIB, calendar months: November has ended; the demo data ends the day before.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { HEAD_OFFICE, honestReading, photo } from '../support/attendanceApi';
import { expectAlert, phoneAndServer, signIn } from '../support/attendancePhone';
import { call, logInAs, postJson } from '../support/http';
import { checkScreen } from '../support/screenCheck';

const NOW = fromJakarta('2026-12-02', '09:00');
const CLOSED = 'Periode 1–30 November 2026 sudah ditutup';

describe('a payroll period closed in the console (Chromium)', () => {
  let now = NOW;
  const setup = phoneAndServer(() => now);
  let hr: Page;

  /** Dewi's clock-in taken offline on Sunday 29 November at 07:25, delivered now, after the close. */
  async function deliverLateClockIn() {
    const token = await logInAs(setup.server.url, 'dewi.anggraini');
    const form = new FormData();
    form.set('type', '1');
    form.set('filename_image', photo(), 'filename_image.png');
    const face = (await call(`${setup.server.url}/mobile-v2/upload-photo`, { method: 'POST', headers: { token }, body: form })).body.filename_image;
    const takenAt = fromJakarta('2026-11-29', '07:25');
    const { chosen, positions } = honestReading(HEAD_OFFICE, takenAt.getTime());
    const body = { ...chosen, positions, filename_face: face, type: '1', location: '1', device_token: 'phone-dewi', taken_at: takenAt.toISOString(), server_time: fromJakarta('2026-11-29', '07:00').toISOString(), elapsed_ms: 25 * 60_000 };
    const answer = await postJson(`${setup.server.url}/mobile-v2/absen-upload`, body, { token });
    expect(answer.body).toMatchObject({ verification: 'pending' });
  }

  it("lists every employee in the demo's September, October and November recaps (employed for years, not made today)", async () => {
    hr = await signIn(setup.phone, setup.server.url, 'hr', NOW);
    hr.setDefaultTimeout(15_000);
    await hr.setViewportSize({ width: 1280, height: 800 });
    await hr.goto(`${setup.server.url}/hr/rekap`);
    // server/seed/people.ts: 33 employees, each started years back; a row each (the totals row is a row of its own).
    for (const month of ['September 2026', 'Oktober 2026', 'November 2026']) {
      await hr.getByRole('combobox', { name: 'Bulan' }).selectOption({ label: month });
      await expect.poll(() => hr.getByTestId('recap-note').textContent()).toMatch(new RegExp(`^${month}`));
      await expect.poll(() => hr.getByTestId('recap-row').count()).toBe(33);
    }
  });

  it('HR closes November from Rekap Bulanan, with a confirmation', async () => {
    await hr.goto(`${setup.server.url}/hr/rekap`);
    await hr.getByRole('combobox', { name: 'Bulan' }).selectOption({ label: 'November 2026' });
    await expect.poll(() => hr.getByTestId('period-state').textContent()).toBe('Status periode: Terbuka');
    await hr.getByRole('button', { name: 'Tutup Periode' }).click();
    const dialog = hr.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('Periode 1–30 November 2026');
    await checkScreen(hr, 'periode-tutup-konfirmasi');
    await dialog.getByRole('button', { name: 'Tutup Periode' }).click();
    await (await expectAlert(hr, 'Periode Ditutup')).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => hr.getByTestId('period-state').textContent()).toBe('Status periode: Ditutup pada Rabu, 02 Desember 2026 pukul 09:00 WIB, oleh Fitri Handayani, S.Psi.');
    expect(await hr.getByRole('button', { name: 'Tutup Periode' }).count()).toBe(0);
    await checkScreen(hr, 'periode-ditutup');
  });

  it("refuses Siti's late correction to November with the period's message", async () => {
    const siti = await signIn(setup.phone, setup.server.url, 'siti.rahma', NOW);
    siti.setDefaultTimeout(15_000);
    await siti.goto(`${setup.server.url}/pengajuan-koreksi?tanggal=2026-11-30`);
    await expect.poll(() => siti.getByLabel('Tanggal').inputValue()).toBe('2026-11-30');
    await siti.getByRole('radio', { name: 'Absen Pulang' }).check();
    await siti.getByLabel('Jam sebenarnya').fill('16:05');
    await siti.getByLabel('Tempat').selectOption({ label: 'Kantor Pusat PDAM Tirta Kencana' });
    await siti.getByLabel('Alasan').fill('Lupa absen pulang');
    await siti.getByRole('button', { name: 'Kirim Pengajuan' }).click();
    // A refusal returns to the form as typed, the server's message beside it.
    await siti.getByText(CLOSED).waitFor();
    expect(await siti.getByLabel('Alasan').inputValue()).toBe('Lupa absen pulang');
    await checkScreen(siti, 'koreksi-periode-ditutup');
    await siti.close();
  });

  it("lists a late offline clock-in under December's 'Penyesuaian periode sebelumnya'", async () => {
    // An hour after the close.
    now = fromJakarta('2026-12-02', '10:00');
    await deliverLateClockIn();
    // Siti signed in on the same browser profile: HR signs in again.
    hr = await signIn(setup.phone, setup.server.url, 'hr', NOW);
    hr.setDefaultTimeout(15_000);
    await hr.setViewportSize({ width: 1280, height: 800 });
    await hr.goto(`${setup.server.url}/hr/rekap`);
    await hr.getByRole('combobox', { name: 'Bulan' }).selectOption({ label: 'Desember 2026' });
    await expect.poll(() => hr.getByTestId('period-state').textContent()).toBe('Status periode: Terbuka');
    await hr.getByRole('heading', { name: 'Penyesuaian periode sebelumnya' }).waitFor();
    const row = hr.getByTestId('recap-adjustment');
    await expect.poll(() => row.allTextContents()).toEqual(['Dewi AnggrainiMinggu, 29 November 2026Absen Masuk2 Desember 2026 10.00 WIBMenunggu Verifikasi']);
    await checkScreen(hr, 'rekap-penyesuaian');
  });
});
