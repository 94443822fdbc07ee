import { describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { attendanceApi, clock, FIELD_SITE, HEAD_OFFICE, overtime, overtimeApi, photo } from '../support/attendanceApi';
import { logInAs, postJson } from '../support/http';
import { expectAlert, phoneAndServer, signIn, takePhoto } from '../support/attendancePhone';
import { checkScreen } from '../support/screenCheck';
import { withShownFlags } from '../support/recordDecision';

const MONDAY = '2026-11-23';

describe('overtime in then out on /absen-lembur (Chromium, fake camera)', () => {
  let now = fromJakarta(MONDAY, '07:15');
  // One still picture: the start's and the end's face photos are the same, whenever the camera takes them.
  const setup = phoneAndServer(() => now, { stillCamera: true });

  it('starts after the day’s clock-out with face and location photos, ends it from the office, and lists it', async () => {
    const page = await signIn(setup.phone, setup.server.url, 'demo', now);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-store')!).state.token as string);
    const regular = attendanceApi(setup.server.url, token);
    expect((await clock(regular, { type: '1', inside: true, at: HEAD_OFFICE })).submit?.status).toBe(200);
    now = fromJakarta(MONDAY, '16:05');
    expect((await clock(regular, { type: '0', inside: true, at: HEAD_OFFICE })).submit?.status).toBe(200);

    now = fromJakarta(MONDAY, '17:00');
    await page.clock.setFixedTime(now);
    await page.getByRole('link', { name: 'Lainnya' }).click();
    await page.getByRole('link', { name: /Absen Lembur/ }).click();
    await page.waitForURL('**/absen-lembur');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Absen Lembur');
    await page.getByText('Tidak ada data absensi yang tersedia.').waitFor({ timeout: 10_000 });
    expect(await page.getByRole('button', { name: 'Absen Pulang Lembur' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Absen Masuk Lembur' }).click();
    await takePhoto(page, 'Foto Wajah');
    await takePhoto(page, 'Foto Lokasi');
    await (await expectAlert(page, 'Absen berhasil!')).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('overtime-status').textContent(), { timeout: 10_000 }).toBe('Lembur berlangsung sejak pukul 17:00:00.');
    const day = page.getByTestId('history-day').first();
    await expect.poll(() => day.textContent()).toContain('Lembur Berlangsung');
    expect(await page.getByRole('button', { name: 'Absen Masuk Lembur' }).isDisabled()).toBe(true);

    now = fromJakarta(MONDAY, '20:30');
    await page.clock.setFixedTime(now);
    await page.getByRole('button', { name: 'Absen Pulang Lembur' }).click();
    await page.getByRole('button', { name: 'Di Dalam Kantor' }).click();
    await takePhoto(page, 'Foto Wajah');
    await takePhoto(page, 'Foto Lokasi');
    // Issue 51: an ended overtime that waits is announced as sent and waiting, with why.
    const waiting = await expectAlert(page, 'Absen terkirim');
    expect(await waiting.textContent()).toContain('tanpa perintah lembur');
    await waiting.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('overtime-status').textContent(), { timeout: 10_000 }).toBe('Tidak ada lembur yang berlangsung.');
    // Without an agreed overtime order an ended overtime is paid once the supervisor approves it. The still camera
    // shows the same picture at the start and the end, which the face hash rightly calls a near-duplicate.
    await expect.poll(() => day.textContent()).toMatch(/Senin, 23 November 2026Menunggu Verifikasi.*17:00:00.*20:30:00/);
    expect(await day.textContent()).toContain('Menunggu verifikasi atasan karena foto mirip foto sebelumnya, tanpa perintah lembur.');

    const rows = await setup.server.services.db
      .selectFrom('overtime as o')
      .innerJoin('employees as e', 'e.id', 'o.employee_id')
      .select(['o.direction', 'o.work_date', 'o.inside_office', 'o.duration_minutes', 'o.location_file_id'])
      .where('e.username', '=', 'demo')
      .orderBy('o.checked_at')
      .execute();
    expect(rows).toMatchObject([
      { direction: 'in', work_date: MONDAY, inside_office: 1, duration_minutes: null },
      { direction: 'out', work_date: MONDAY, inside_office: 1, duration_minutes: 210 },
    ]);
    expect(rows.every((row) => row.location_file_id)).toBe(true);
    await page.close();
  });

  it('keeps an overtime start taken while the network drops and delivers it once when the network is back', async () => {
    now = fromJakarta(MONDAY, '07:20');
    const page = await signIn(setup.phone, setup.server.url, 'dewi.anggraini', now);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-store')!).state.token as string);
    const regular = attendanceApi(setup.server.url, token);
    await clock(regular, { type: '1', inside: true, at: HEAD_OFFICE });
    now = fromJakarta(MONDAY, '16:02');
    await clock(regular, { type: '0', inside: true, at: HEAD_OFFICE });

    now = fromJakarta(MONDAY, '17:10');
    await page.clock.setFixedTime(now);
    await page.goto(`${setup.server.url}/absen-lembur`);
    await page.getByRole('button', { name: 'Absen Masuk Lembur' }).click();
    await takePhoto(page, 'Foto Wajah');
    await expect.poll(() => page.getByRole('button', { name: 'Ambil Foto' }).isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Ambil Foto' }).click();
    await setup.phone.setOffline(true);
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await (await expectAlert(page, 'Absen disimpan di perangkat')).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('overtime-status').textContent()).toBe('Absen lembur menunggu terkirim.');
    expect(await page.getByRole('button', { name: 'Absen Pulang Lembur' }).isEnabled()).toBe(true);

    now = fromJakarta(MONDAY, '17:30');
    await setup.phone.setOffline(false);
    await expect.poll(() => page.getByTestId('overtime-status').textContent(), { timeout: 20_000 }).toBe('Lembur berlangsung sejak pukul 17:10:00.');
    const rows = await setup.server.services.db
      .selectFrom('overtime as o')
      .innerJoin('employees as e', 'e.id', 'o.employee_id')
      .select(['o.direction', 'o.checked_at'])
      .where('e.username', '=', 'dewi.anggraini')
      .execute();
    expect(rows).toEqual([{ direction: 'in', checked_at: fromJakarta(MONDAY, '17:10').toISOString() }]);
    await page.close();
  });

  it('ends an overtime with no network at all: both photos kept, delivered once with its own time and duration', async () => {
    now = fromJakarta('2026-11-28', '09:00');
    const page = await signIn(setup.phone, setup.server.url, 'budi.santoso', now);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-store')!).state.token as string);
    expect((await overtime(overtimeApi(setup.server.url, token), { type: '1', inside: true, at: HEAD_OFFICE })).insert?.status).toBe(200);

    now = fromJakarta('2026-11-28', '11:30');
    await page.clock.setFixedTime(now);
    await page.goto(`${setup.server.url}/absen-lembur`);
    await expect.poll(() => page.getByTestId('overtime-status').textContent(), { timeout: 10_000 }).toBe('Lembur berlangsung sejak pukul 09:00:00.');
    await setup.phone.setOffline(true);
    await page.getByRole('button', { name: 'Absen Pulang Lembur' }).click();
    await page.getByRole('button', { name: 'Di Dalam Kantor' }).click();
    await (await expectAlert(page, 'Absen Gagal')).getByRole('button', { name: 'Simpan, Kirim Nanti' }).click();
    await takePhoto(page, 'Foto Wajah');
    await takePhoto(page, 'Foto Lokasi');
    await (await expectAlert(page, 'Absen disimpan di perangkat')).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('overtime-status').textContent()).toBe('Absen lembur menunggu terkirim.');

    now = fromJakarta('2026-11-28', '12:15');
    await setup.phone.setOffline(false);
    await expect.poll(() => page.getByTestId('overtime-status').textContent(), { timeout: 20_000 }).toBe('Tidak ada lembur yang berlangsung.');
    const rows = await setup.server.services.db
      .selectFrom('overtime as o')
      .innerJoin('employees as e', 'e.id', 'o.employee_id')
      .select(['o.direction', 'o.checked_at', 'o.duration_minutes', 'o.taken_offline'])
      .where('e.username', '=', 'budi.santoso')
      .orderBy('o.checked_at')
      .execute();
    expect(rows).toEqual([
      { direction: 'in', checked_at: fromJakarta('2026-11-28', '09:00').toISOString(), duration_minutes: null, taken_offline: 0 },
      { direction: 'out', checked_at: fromJakarta('2026-11-28', '11:30').toISOString(), duration_minutes: 150, taken_offline: 1 },
    ]);
    await page.close();
  });

  it('shows a start the supervisor rejected as over, with the reason, and asks for no end', async () => {
    now = fromJakarta('2026-11-28', '10:00');
    const page = await signIn(setup.phone, setup.server.url, 'hendra.gunawan', now);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-store')!).state.token as string);
    const api = overtimeApi(setup.server.url, token, () => now);
    // Taken with no connection at 09:00: it waits for the supervisor, who rejects it.
    const photos = (await api.upload({ filename_image: photo(), filename_location: photo(70) }, '1')).body;
    const start = { ...FIELD_SITE, filename_face: photos.filename_image, filename_location: photos.filename_location, type: '1', location: '0', device_token: 'd-8' };
    expect((await api.insert({ ...start, taken_at: fromJakarta('2026-11-28', '09:00').toISOString() })).body).toMatchObject({ verification: 'pending' });
    const { id } = await setup.server.services.db
      .selectFrom('overtime as o')
      .innerJoin('employees as e', 'e.id', 'o.employee_id')
      .select('o.id')
      .where('e.username', '=', 'hendra.gunawan')
      .executeTakeFirstOrThrow();
    const supervisor = await logInAs(setup.server.url, 'kasubag.akuntansi');
    const decision = await withShownFlags(setup.server, { kind: 'overtime', id, decision: 'reject', note: 'Tidak ada perintah lembur.' });
    expect((await postJson(`${setup.server.url}/mobile-v2/verifikasi-absen/putuskan`, decision, { token: supervisor })).status).toBe(200);

    await page.goto(`${setup.server.url}/absen-lembur`);
    await expect.poll(() => page.getByTestId('overtime-status').textContent(), { timeout: 10_000 }).toBe('Lembur ditolak: Tidak ada perintah lembur.');
    expect(await page.getByRole('button', { name: 'Absen Pulang Lembur' }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId('history-day').first().textContent()).toContain('Lembur Ditolak');
    await checkScreen(page, 'overtime-rejected');
    await page.close();
  });

  it('refuses an overtime before the end of the work day with the server’s reason', async () => {
    now = fromJakarta(MONDAY, '10:00');
    const page = await signIn(setup.phone, setup.server.url, 'siti.rahma', now);
    await page.goto(`${setup.server.url}/absen-lembur`);
    await page.getByRole('button', { name: 'Absen Masuk Lembur' }).click();
    const alert = await expectAlert(page, 'Absen Gagal');
    expect(await alert.textContent()).toContain('Lembur di hari kerja dimulai paling cepat pukul 16:00, setelah jam kerja berakhir.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });
});
