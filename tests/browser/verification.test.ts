import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { expectAlert, phoneAndServer, signIn, takePhoto } from '../support/attendancePhone';
import { checkScreen } from '../support/screenCheck';
import { attendanceApi, clock, HEAD_OFFICE } from '../support/attendanceApi';
import { logInAs } from '../support/http';

const MONDAY = '2026-11-23';

/** What the employee and the supervisor see of the trust model (docs/decisions.md, "Trust"), in Chromium at 390×844. */
describe('records that tell the truth, on the phone (Chromium, fake camera)', () => {
  let now = fromJakarta(MONDAY, '07:20');
  const setup = phoneAndServer(() => now);
  const flow = (page: Page) => page.getByRole('dialog', { name: 'Absen Masuk' });

  it('an honest clock-in reads "Tercatat", with nothing to explain', async () => {
    const page = await signIn(setup.phone, setup.server.url, 'demo', now);
    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    await takePhoto(page, 'Foto Wajah');
    await (await expectAlert(page, 'Absen berhasil!')).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('verification-in').textContent(), { timeout: 10_000 }).toBe('Tercatat');
    expect(await page.getByTestId('absent-status').textContent()).toBe('Hadir');
    await page.close();
  });

  it("an offline clock-in goes 'Menunggu Terkirim', then 'Menunggu Verifikasi'; atasan approves it in Verifikasi Absen; the employee sees it", async () => {
    now = fromJakarta(MONDAY, '07:24');
    const siti = await signIn(setup.phone, setup.server.url, 'siti.rahma', now);
    await setup.phone.setOffline(true);
    await siti.getByRole('button', { name: 'Absen Masuk' }).click();
    await (await expectAlert(siti, 'Absen Gagal')).getByRole('button', { name: 'Simpan, Kirim Nanti' }).click();
    await takePhoto(siti, 'Foto Wajah');
    await (await expectAlert(siti, 'Absen disimpan di perangkat')).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => siti.getByTestId('absent-status').textContent()).toBe('Menunggu Terkirim');

    now = fromJakarta(MONDAY, '07:30');
    await setup.phone.setOffline(false);
    await expect.poll(() => siti.getByTestId('absen-in').getByRole('button').textContent(), { timeout: 20_000 }).toBe('Sudah Absen');
    await expect.poll(() => siti.getByTestId('absent-status').textContent(), { timeout: 10_000 }).toBe('Menunggu Verifikasi');
    expect(await siti.getByTestId('verification-in').textContent()).toBe(
      'Menunggu VerifikasiMenunggu verifikasi atasan karena diambil tanpa koneksi.Jam absen 07:24:00, diterima 07:30:00',
    );
    await checkScreen(siti, 'verifikasi-dasbor-menunggu');

    const atasan = await signIn(setup.phone, setup.server.url, 'atasan', now);
    await atasan.getByRole('link', { name: 'Info' }).click();
    const card = atasan.getByRole('link', { name: /Verifikasi Absen/ });
    await expect.poll(() => card.getByLabel('1 menunggu').count(), { timeout: 10_000 }).toBe(1);
    await card.click();
    await atasan.waitForURL('**/verifikasi-absen');
    const record = atasan.getByRole('listitem').filter({ hasText: 'Siti Rahmawati' });
    await expect.poll(() => record.textContent(), { timeout: 10_000 }).toContain('diambil tanpa koneksi');
    expect(await record.textContent()).toContain('Jam diklaim07:24:00');
    expect(await record.textContent()).toContain('Jam diterima07:30:00');
    // Issue 51: the same button order on every decision screen, 'Terima Jam Diterima' explained in one line.
    const decisions = (await record.getByRole('button').allTextContents()).filter((text) => ['Setujui', 'Terima Jam Diterima', 'Tolak'].includes(text));
    expect(decisions).toEqual(['Setujui', 'Terima Jam Diterima', 'Tolak']);
    expect(await record.textContent()).toContain('Terima Jam Diterima: absen dihitung pada jam sampai di server, bukan jam yang diklaim.');
    await checkScreen(atasan, 'verifikasi-absen');
    // Siti has not agreed to the face check: said in words; her face opens over the whole screen to be looked at.
    expect(await record.getByTestId('face-check').textContent()).toBe('Tanpa pemeriksaan wajah');
    await record.getByRole('button', { name: 'Perbesar foto wajah Siti Rahmawati saat absen' }).click();
    const large = atasan.getByRole('dialog', { name: 'Foto wajah Siti Rahmawati saat absen' });
    await large.getByRole('img', { name: 'Foto wajah Siti Rahmawati saat absen' }).waitFor();
    await checkScreen(atasan, 'verifikasi-absen-foto-besar');
    await large.getByRole('button', { name: 'Tutup' }).click();
    await expect.poll(() => large.count()).toBe(0);
    await record.getByRole('button', { name: 'Tolak' }).click();
    const dialog = atasan.getByRole('dialog', { name: 'Tolak absen ini?' });
    await dialog.getByRole('button', { name: 'Tolak' }).click();
    expect(await dialog.textContent()).toContain('Tuliskan alasan penolakan.');
    await checkScreen(atasan, 'verifikasi-absen-tolak');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await record.getByRole('button', { name: 'Setujui' }).click();
    await atasan.getByRole('dialog', { name: 'Setujui absen ini pada jam yang diklaim?' }).getByRole('button', { name: 'Setujui' }).click();
    await (await expectAlert(atasan, 'Absen disetujui.')).getByRole('button', { name: 'OK' }).click();
    await atasan.getByText('Tidak ada absen yang menunggu verifikasi.').waitFor({ timeout: 10_000 });
    await checkScreen(atasan, 'verifikasi-absen-kosong');
    await atasan.close();

    // The phone is one browser: atasan's sign-in replaced Siti's, so she signs in again.
    await siti.evaluate(() => localStorage.removeItem('auth-store'));
    await siti.goto(`${setup.server.url}/login`);
    await siti.getByLabel('Username').fill('siti.rahma');
    await siti.getByLabel('Password').fill('demo1234');
    await siti.getByRole('button', { name: 'Masuk' }).click();
    await siti.waitForURL('**/dashboard');
    await expect.poll(() => siti.getByTestId('absent-status').textContent(), { timeout: 10_000 }).toBe('Hadir');
    expect(await siti.getByTestId('verification-in').textContent()).toBe('TercatatDisetujui atasan.Jam absen 07:24:00, diterima 07:30:00');
    await siti.close();
  });

  it("the location sampling step can be left with 'Batal': nothing is checked", async () => {
    now = fromJakarta(MONDAY, '07:26');
    const page = await signIn(setup.phone, setup.server.url, 'budi.santoso', now);
    let checks = 0;
    await page.route('**/mobile-v2/absen-check', (route) => {
      checks++;
      return route.continue();
    });
    await page.getByRole('button', { name: 'Absen Masuk' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Mengukur ketepatan lokasi...' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await flow(page).getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => flow(page).count()).toBe(0);
    expect(await page.getByText('Absen masuk dibatalkan.').isVisible()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(checks).toBe(0);
    await page.close();
  });

  it("'Setujui yang Wajahnya Cocok' lists the records whose face matched with only soft flags, and approves them after a confirmation", async () => {
    now = fromJakarta(MONDAY, '07:28');
    const budi = attendanceApi(setup.server.url, await logInAs(setup.server.url, 'budi.santoso'), () => now);
    expect((await clock(budi, { type: '1', inside: true, at: HEAD_OFFICE })).submit!.status).toBe(200);
    const { db } = setup.server.services;
    const record = await db
      .selectFrom('attendance as a')
      .innerJoin('employees as e', 'e.id', 'a.employee_id')
      .select(['a.id', 'a.employee_id'])
      .where('e.username', '=', 'budi.santoso')
      .where('a.work_date', '=', MONDAY)
      .executeTakeFirstOrThrow();
    // As the face queue and a phone without its passkey would leave it: a matched face, the phone not yet enrolled.
    await db.updateTable('attendance').set({ verification: 'pending', flags: 'device_not_enrolled' }).where('id', '=', record.id).execute();
    await db
      .insertInto('face_checks')
      .values({
        record_kind: 'attendance', employee_id: record.employee_id, work_date: MONDAY, direction: 'in', status: 'match', similarity: 0.83,
        queued_at: now.toISOString(), claimed_at: now.toISOString(), checked_at: now.toISOString(), challenge: 'turn_left', challenge_outcome: 'passed', antispoof: 0.9, liveness: 0.8,
        motion: 'confirmed', motion_measure: 24.4, frames_similarity: 0.91, server_antispoof: 0.66, server_liveness: 0.98,
      })
      .execute();

    const atasan = await signIn(setup.phone, setup.server.url, 'atasan', now, undefined, { awaitClockIn: false });
    await atasan.goto(`${setup.server.url}/verifikasi-absen`);
    const card = atasan.getByRole('listitem').filter({ hasText: 'Budi Santoso' });
    await expect.poll(() => card.getByTestId('face-check').textContent(), { timeout: 10_000 }).toBe('Wajah cocok dengan foto rujukan (kemiripan 83%)');
    expect(await card.getByTestId('face-step').textContent()).toBe('Tantangan gerak terpenuhi (tolehkan kepala ke kiri); petunjuk keaslian 90%, tanda hidup 80%');
    // The server's own look at the frames, beside the phone's claim (docs/faces.md, "What the server checks").
    expect(await card.getByTestId('face-motion').textContent()).toBe('Gerakan terbukti pada rekaman gerak (menoleh 24° ke arah yang diminta, kemiripan dengan foto 91%); keaslian 66%, tanda hidup 98%');
    await atasan.getByRole('button', { name: 'Setujui yang Wajahnya Cocok (1)' }).click();
    const confirm = atasan.getByRole('dialog', { name: 'Setujui 1 absen yang wajahnya cocok pada jam yang diklaim?' });
    expect(await confirm.textContent()).toContain('Budi Santoso: Absen Masuk, 23 November 2026');
    await checkScreen(atasan, 'verifikasi-absen-wajah-cocok');
    await confirm.getByRole('button', { name: 'Setujui Semua' }).click();
    const report = await expectAlert(atasan, 'Absen Disetujui');
    expect(await report.textContent()).toContain('1 absen disetujui.');
    expect((await db.selectFrom('attendance').select('verification').where('id', '=', record.id).executeTakeFirstOrThrow()).verification).toBe('verified');
    await atasan.close();
  });
});
