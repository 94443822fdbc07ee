/**
 * The HR console in Chromium (issue 39, "Done means"): HR signs in, imports a CSV with a bad row (the preview names
 * it), fixes it, puts the new operator on a night-shift roster, reads the recap and downloads both files; axe-core
 * finds nothing on every console screen at desktop and tablet widths. Expected texts come from the issue and
 * docs/hr.md; the demo's rosters from server/seed/demo.ts.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { describeFaces } from '../../server/faces/faceThread';
import { encodePng } from '../../server/files/png';
import { fromJakarta } from '../../server/time';
import { expectAlert, phoneAndServer, signIn } from '../support/attendancePhone';
import { checkScreen, prepareScreenshots } from '../support/screenCheck';

/** Wednesday 25 November 2026, 10:00 in Jakarta. */
const NOW = fromJakarta('2026-11-25', '10:00');
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tablet', width: 820, height: 1180 },
] as const;
const HEADER = 'username,name,nup,position,level,office,department,supervisor';
const RINA = 'rina.baru,Rina Baru,IMP-001,Staf Pelayanan,3,IPA Kaligarang,Bagian Produksi,kasi.ipa';
const csv = (...rows: string[]) => ({ name: 'pegawai.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows].join('\n')) });

describe('the HR console (Chromium, axe-core, desktop and tablet)', () => {
  const setup = phoneAndServer(() => NOW);
  let page: Page;
  const heading = () => page.getByRole('heading', { level: 1 });
  const everyWidth = async (name: string) => {
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await checkScreen(page, `hr-${name}-${size.name}`);
    }
  };

  beforeAll(prepareScreenshots);

  it("opens from the app for HR on today's glance per office, then the employees", async () => {
    page = await signIn(setup.phone, setup.server.url, 'hr', NOW);
    await page.getByRole('link', { name: 'Lainnya' }).click();
    await page.getByRole('link', { name: /Konsol SDM/ }).click();
    await page.waitForURL('**/hr/hari-ini');
    await expect.poll(() => heading().textContent()).toBe('Hari Ini');
    await expect.poll(() => page.getByTestId('hr-office-today').count()).toBe(2);
    // Issue 51: the month so far at a glance under today's figures.
    await page.getByRole('figure', { name: 'Kehadiran per hari' }).getByTestId('day-chart').waitFor();
    // Who is behind a figure, by name (issue 48): the first list opened, a name opens that person's month.
    const group = page.getByTestId(/^today-/).first();
    await group.locator('summary').click();
    await everyWidth('hari-ini');
    const person = group.getByRole('link').first();
    const name = (await person.textContent())!;
    await person.click();
    await page.waitForURL('**/hr/koreksi?pegawai=*');
    await expect.poll(() => heading().textContent()).toBe('Koreksi Absen');
    await expect.poll(() => page.getByLabel('Pegawai').locator('option:checked').textContent()).toContain(name);
    await page.getByRole('link', { name: 'Pegawai' }).click();
    await expect.poll(() => heading().textContent()).toBe('Pegawai');
    await expect.poll(() => page.getByTestId('hr-employee').count()).toBe(33);
    await everyWidth('pegawai');
  });

  // Issue 51: "on a phone-sized screen the console's navigation is a menu, not half the screen".
  it('folds its sections into one menu on a phone-sized screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const menu = page.getByRole('navigation', { name: 'Konsol SDM' }).getByRole('button', { name: /^Menu/ });
    expect(await menu.textContent()).toBe('Menu: Pegawai');
    expect(await page.getByRole('link', { name: 'Log Audit' }).isVisible()).toBe(false);
    const nav = (await page.getByRole('navigation', { name: 'Konsol SDM' }).boundingBox())!;
    expect(nav.height).toBeLessThan(80);
    await menu.click();
    await page.getByRole('link', { name: 'Log Audit' }).waitFor();
    await checkScreen(page, 'hr-menu-phone');
    await page.getByRole('link', { name: 'Izin dan Cuti' }).click();
    await expect.poll(() => heading().textContent()).toBe('Izin dan Cuti');
    expect(await menu.textContent()).toBe('Menu: Izin dan Cuti');
    expect(await page.getByRole('link', { name: 'Log Audit' }).isVisible()).toBe(false);
    await menu.click();
    await page.getByRole('link', { name: 'Pegawai' }).click();
    await expect.poll(() => heading().textContent()).toBe('Pegawai');
    await page.setViewportSize(WIDTHS[0]);
  });

  it('imports a CSV whose bad row the preview names, then the fixed file', async () => {
    await page.getByRole('button', { name: 'Impor CSV/XLSX' }).click();
    const dialog = page.getByRole('dialog', { name: 'Impor Pegawai' });
    // Issue 51: a template to download, its columns named in Indonesian.
    const [template] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Unduh Templat CSV' }).click()]);
    expect(template.suggestedFilename()).toBe('templat-impor-pegawai.csv');
    expect((await readFile((await template.path())!, 'utf8')).replace(/^\uFEFF/, '')).toMatch(/^username,nama,nup,jabatan,level_jabatan,/);
    const [workbook] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Unduh Templat XLSX' }).click()]);
    expect(workbook.suggestedFilename()).toBe('templat-impor-pegawai.xlsx');
    await dialog.getByLabel('Berkas CSV atau XLSX').setInputFiles(csv(RINA, 'tono.baru,Tono Baru,IMP-002,Operator IPA Shift,12,IPA Kaligarang,Bagian Produksi,kasi.ipa'));
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('Baris 3: level harus antara 1 dan 10.');
    // Issue 51: the summary counts the row with a problem as such, not as ready.
    expect(await dialog.getByTestId('import-preview').textContent()).toContain('2 baris: 1 bermasalah, 1 tanpa masalah');
    expect(await dialog.getByRole('button', { name: 'Impor' }).isDisabled()).toBe(true);
    await everyWidth('impor-masalah');

    await dialog.getByLabel('Pilih berkas lain (yang sudah diperbaiki)').setInputFiles(csv(RINA, 'tono.baru,Tono Baru,IMP-002,Operator IPA Shift,2,IPA Kaligarang,Bagian Produksi,kasi.ipa'));
    await dialog.getByText('Tidak ada masalah.').waitFor();
    expect(await dialog.getByTestId('import-preview').textContent()).toContain('2 baris siap (2 baru, 0 diperbarui)');
    await dialog.getByRole('button', { name: 'Impor' }).click();
    await dialog.getByText('Impor pegawai selesai: 2 baru, 0 diperbarui.').waitFor();
    expect(await dialog.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(/^rina\.baru: \S{12}$/), expect.stringMatching(/^tono\.baru: \S{12}$/)]);
    await dialog.getByRole('button', { name: 'Selesai' }).click();
    await expect.poll(() => page.getByTestId('hr-employee').count()).toBe(35);
  });

  it("leaves the deactivation with 'Batal', changing nothing", async () => {
    await page.getByRole('button', { name: 'Nonaktifkan Rina Baru' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nonaktifkan Rina Baru?' });
    await dialog.waitFor();
    await everyWidth('nonaktifkan');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('hr-employee').filter({ hasText: 'Rina Baru' }).textContent()).toContain('Aktif');
  });

  it('puts the new operator on the night-shift roster', async () => {
    await page.getByRole('link', { name: 'Pola Shift' }).click();
    await expect.poll(() => heading().textContent()).toBe('Pola Shift');
    const crewA = page.getByTestId('roster').filter({ hasText: 'Operator IPA 3 shift (regu A)' });
    expect(await crewA.textContent()).toContain('1 pegawai');
    expect(await crewA.getByLabel('Siklus').textContent()).toBe('P → P → S → S → M → M → Libur → Libur');
    await everyWidth('pola-shift');

    await page.getByRole('button', { name: 'Atur Pola Pegawai' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atur Pola Pegawai' });
    await dialog.getByLabel('Pola shift').selectOption({ label: 'Operator IPA 3 shift (regu A)' });
    await dialog.getByLabel('Cari pegawai').fill('tono');
    await dialog.getByLabel(/Tono Baru/).check();
    await everyWidth('atur-pola');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.getByText('1 pegawai diatur polanya.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => crewA.textContent()).toContain('2 pegawai');

    await page.getByRole('button', { name: 'Tambah Pola Shift' }).click();
    const form = page.getByRole('dialog', { name: 'Tambah Pola Shift' });
    await form.getByLabel('Nama pola').fill('Operator IPA 3 shift (regu C)');
    // Issue 51: every date field is the app's Indonesian one; nothing asks for yyyy-mm-dd.
    await form.getByLabel('Tanggal mulai', { exact: true }).fill('1 Desember 2026');
    await form.getByLabel('Tanggal mulai', { exact: true }).press('Enter');
    await form.getByLabel('Siklus').fill('M M - - P P S S');
    await everyWidth('tambah-pola');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await form.getByText('Pola shift ditambahkan.').waitFor();
    await form.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('roster').count()).toBe(3);

    // Issue 51: a roster is changed in the console, with as many shift rows as it needs, every problem naming its row.
    await page.getByRole('button', { name: 'Ubah Operator IPA 3 shift (regu C)' }).click();
    const change = page.getByRole('dialog', { name: 'Ubah Operator IPA 3 shift (regu C)' });
    expect(await change.getByLabel('Kode shift ke-3').inputValue()).toBe('M');
    await change.getByRole('button', { name: 'Tambah Shift' }).click();
    await change.getByLabel('Kode shift ke-4').fill('m');
    await change.getByLabel('Nama shift ke-4').fill('Malam Pendek');
    await change.getByLabel('Mulai shift ke-4').fill('22:00');
    await change.getByLabel('Selesai shift ke-4').fill('04:00');
    await change.getByRole('button', { name: 'Simpan' }).click();
    await change.getByRole('alert').filter({ hasText: 'Shift ke-3 dan ke-4 memakai kode M: kode shift tidak boleh kembar.' }).waitFor();
    await everyWidth('ubah-pola');
    await change.getByRole('button', { name: 'Hapus shift ke-4' }).click();
    expect(await change.getByLabel('Kode shift ke-4').count()).toBe(0);
    await change.getByLabel('Toleransi (menit) shift ke-1').fill('10');
    await change.getByRole('button', { name: 'Simpan' }).click();
    await change.getByText('Pola shift disimpan.').waitFor();
    await change.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('roster').filter({ hasText: 'regu C' }).textContent()).toContain('P: Pagi 07:00–15:00 (toleransi 10 menit)');

    await page.getByRole('button', { name: 'Tukar Shift' }).click();
    const swap = page.getByRole('dialog', { name: 'Tukar Shift' });
    await swap.getByRole('combobox', { name: /^Pegawai/ }).selectOption({ label: 'Tono Baru' });
    await swap.getByLabel('Tanggal', { exact: true }).fill('27 November 2026');
    await swap.getByLabel('Tanggal', { exact: true }).press('Enter');
    await swap.getByLabel('Shift hari itu').selectOption({ label: 'Libur' });
    await everyWidth('tukar-shift');
    await swap.getByRole('button', { name: 'Simpan' }).click();
    await swap.getByText('Jadwal shift diubah.').waitFor();
    await swap.getByRole('button', { name: 'OK' }).click();
    const tono = await setup.server.services.db.selectFrom('employees').select('id').where('username', '=', 'tono.baru').executeTakeFirstOrThrow();
    expect(await setup.server.services.db.selectFrom('shift_swaps').select(['date', 'shift']).where('employee_id', '=', tono.id).execute()).toEqual([{ date: '2026-11-27', shift: null }]);
  });

  it("shows the whole company's queue with the supervisors' three decisions, and 'Batal' changes nothing", async () => {
    const { db } = setup.server.services;
    const demo = await db.selectFrom('employees').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    const at = fromJakarta('2026-11-24', '07:10').toISOString();
    await db
      .insertInto('attendance')
      .values({
        employee_id: demo.id, work_date: '2026-11-24', direction: 'in', checked_at: at, recorded_at: at, inside_office: 1, latitude: -6.98265, longitude: 110.40925,
        office_id: null, distance_m: 5, is_late: 0, anomaly: null, face_file_id: 'tidak-ada', location_file_id: null, letter_file_id: null, device_token: 'uji',
        idempotency_key: null, taken_offline: 1, verification: 'pending', flags: 'offline', device_id: null, decided_by: null, decided_at: null, decision_note: null,
        accuracy_m: 8, check_nonce: null,
      })
      .onConflict((conflict) => conflict.columns(['employee_id', 'work_date', 'direction']).doUpdateSet({ verification: 'pending', flags: 'offline', checked_at: at, recorded_at: at }))
      .execute();
    await page.getByRole('link', { name: 'Verifikasi' }).click();
    await expect.poll(() => heading().textContent()).toBe('Verifikasi Absen');
    const card = page.getByRole('listitem').filter({ hasText: 'Andi Saputra' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Absen Masuk, 24 November 2026');
    await everyWidth('verifikasi');
    await card.getByRole('button', { name: 'Tolak' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await db.selectFrom('attendance').select('verification').where('employee_id', '=', demo.id).where('work_date', '=', '2026-11-24').where('direction', '=', 'in').executeTakeFirst()).toEqual({ verification: 'pending' });
  });

  it("corrects that clock-in with a reason, which it will not save without", async () => {
    await page.getByRole('link', { name: 'Koreksi Absen' }).click();
    await expect.poll(() => heading().textContent()).toBe('Koreksi Absen');
    await page.getByLabel('Pegawai').selectOption({ label: 'Andi Saputra (demo)' });
    const row = page.getByTestId('hr-record').filter({ hasText: '24 November 2026' }).filter({ hasText: 'Masuk' });
    expect(await row.textContent()).toContain('07:10:00 WIB');
    await everyWidth('koreksi');
    await row.getByRole('button', { name: 'Koreksi absen masuk 24 November 2026' }).click();
    const dialog = page.getByRole('dialog', { name: 'Koreksi Absen' });
    await dialog.getByLabel('Jam (HH:mm, jam kantor)').fill('07:05');
    await dialog.getByRole('button', { name: 'Simpan Koreksi' }).click();
    await dialog.getByText('Alasan koreksi wajib diisi.').waitFor();
    await everyWidth('koreksi-dialog');
    await dialog.getByLabel('Alasan koreksi').fill('Sinyal hilang di gerbang, hadir 07.05 menurut satpam');
    await dialog.getByRole('button', { name: 'Simpan Koreksi' }).click();
    await dialog.getByText('Absen dikoreksi.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => row.textContent()).toContain('Dikoreksi SDM: Sinyal hilang di gerbang, hadir 07.05 menurut satpam');
    expect(await row.textContent()).toContain('07:05:00 WIB');

    // A Saturday's duty nobody recorded: HR adds the clock-in, with a reason it will not save without.
    await page.getByRole('button', { name: 'Tambah Absen' }).click();
    const adding = page.getByRole('dialog', { name: 'Tambah Absen' });
    await adding.getByLabel('Tanggal', { exact: true }).fill('21 November 2026');
    await adding.getByLabel('Tanggal', { exact: true }).press('Enter');
    await adding.getByRole('radio', { name: 'Absen Masuk' }).check();
    await adding.getByLabel('Jam (HH:mm, jam kantor)').fill('07:45');
    await adding.getByLabel('Tempat').selectOption({ label: 'Di luar kantor' });
    await adding.getByRole('button', { name: 'Tambah Absen' }).click();
    await adding.getByText('Alasan wajib diisi.').waitFor();
    await everyWidth('tambah-absen');
    await adding.getByLabel('Alasan').fill('Dinas luar ke IPA Kaligarang, piket perbaikan pipa');
    await adding.getByRole('button', { name: 'Tambah Absen' }).click();
    await adding.getByText('Absen ditambahkan.').waitFor();
    await adding.getByRole('button', { name: 'OK' }).click();
    const added = page.getByTestId('hr-record').filter({ hasText: '21 November 2026' }).filter({ hasText: 'Masuk' });
    await expect.poll(() => added.textContent()).toContain('Dikoreksi SDM: Dinas luar ke IPA Kaligarang');
    expect(await added.textContent()).toContain('07:45:00 WIB');
  });

  it('adds a branch office in WITA after checking its coordinates', async () => {
    await page.getByRole('link', { name: 'Kantor' }).click();
    await expect.poll(() => heading().textContent()).toBe('Kantor');
    await expect.poll(() => page.getByTestId('office').count()).toBe(2);
    await everyWidth('kantor');
    await page.getByRole('button', { name: 'Tambah Kantor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Kantor' });
    await dialog.getByLabel('Nama kantor').fill('Cabang Makassar');
    await dialog.getByLabel('Lintang (contoh -6.98265)').fill('abc');
    await dialog.getByLabel('Bujur (contoh 110.40925)').fill('119.4327');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Lintang harus angka.' }).waitFor();
    await dialog.getByLabel('Lintang (contoh -6.98265)').fill('-5.1477');
    // Makassar lies some 1,100 km from Semarang: the check says so, in kilometres.
    expect(await dialog.getByTestId('distance-check').textContent()).toMatch(/^Titik ini 1\.?\d{3},\d km dari (Kantor Pusat PDAM Tirta Kencana|IPA Kaligarang)\.$/);
    await dialog.getByLabel('Zona waktu').selectOption('WITA');
    await everyWidth('kantor-dialog');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    // Issue 51: a point far from every other office is asked about first, naming the distance.
    await expect.poll(() => dialog.getByRole('alert').textContent()).toMatch(/^Titik ini 1\.\d{3},\d km dari kantor terdekat \((Kantor Pusat PDAM Tirta Kencana|IPA Kaligarang)\)\. Periksa tanda minus .* Tetap simpan titik ini\?$/);
    await checkScreen(page, 'hr-kantor-jauh');
    await dialog.getByRole('button', { name: 'Simpan Juga' }).click();
    await dialog.getByText('Kantor ditambahkan.').waitFor();
    expect(await dialog.getByTestId('distance-check').count()).toBe(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('office').count()).toBe(3);
    expect(await page.getByTestId('office').filter({ hasText: 'Cabang Makassar' }).textContent()).toContain('-5.1477, 119.4327 · radius 100 m · WITA (UTC+8)');
  });

  it('moves the plant on the map by a click, over tiles that never come, and widens its radius (issue 51)', async () => {
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { policyViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.getByRole('button', { name: 'Ubah IPA Kaligarang' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah IPA Kaligarang' });
    const map = dialog.getByTestId('office-map');
    await map.waitFor();
    // This office's radius and point, and the other two offices' radii: vectors, drawn without any tile.
    const shapes = map.locator('.leaflet-overlay-pane path');
    await expect.poll(() => shapes.count()).toBe(4);
    expect(await map.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent))).toEqual(['Perbesar', 'Perkecil']);
    expect(await map.locator('.leaflet-control-attribution').textContent()).toBe('© kontributor OpenStreetMap');
    const latitude = dialog.getByLabel('Lintang (contoh -6.98265)');
    const longitude = dialog.getByLabel('Bujur (contoh 110.40925)');
    const before = { latitude: Number(await latitude.inputValue()), longitude: Number(await longitude.inputValue()) };
    // Drawn in order: the other offices, this office's radius, its point.
    const area = shapes.nth(2);
    const width = async () => (await area.boundingBox())!.width;
    const circleBefore = await width();

    // 60 px east of the centre at zoom 16 is 60 × 360° / (256 × 2^16) = 0.0012875° of longitude; the latitude stays.
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 } });
    await expect.poll(async () => Number(await longitude.inputValue())).toBeGreaterThan(before.longitude + 0.0011);
    expect(Number(await longitude.inputValue())).toBeLessThan(before.longitude + 0.0015);
    expect(Math.abs(Number(await latitude.inputValue()) - before.latitude)).toBeLessThan(0.0001);
    expect(await longitude.inputValue()).toMatch(/^110\.\d{6}$/);
    await dialog.getByLabel('Radius (meter)').fill('300');
    await expect.poll(width).toBeGreaterThan(circleBefore * 1.8);
    await checkScreen(page, 'hr-kantor-peta');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.getByText('Kantor disimpan.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    const plant = page.getByTestId('office').filter({ hasText: 'IPA Kaligarang' });
    await expect.poll(() => plant.textContent()).toContain('radius 300 m');
    const saved = await setup.server.services.db.selectFrom('offices').select(['latitude', 'longitude', 'radius_m']).where('name', '=', 'IPA Kaligarang').executeTakeFirstOrThrow();
    expect(saved.radius_m).toBe(300);
    expect(saved.longitude).toBeGreaterThan(before.longitude + 0.0011);
    expect(await page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations)).toEqual([]);
  });

  it("adds a company holiday only once it has a name, and asks before removing one", async () => {
    await page.getByRole('link', { name: 'Hari Libur' }).click();
    await expect.poll(() => heading().textContent()).toBe('Hari Libur');
    // 2026 as the SKB 3 Menteri published it: 17 national holidays and 8 cuti bersama.
    await expect.poll(() => page.getByTestId('holiday').count()).toBe(25);
    expect(await page.getByTestId('holiday').filter({ hasText: 'Cuti bersama' }).count()).toBe(8);
    await page.getByLabel('Tanggal', { exact: true }).fill('31 Desember 2026');
    await page.getByLabel('Tanggal', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Tambah' }).click();
    await page.getByRole('alert').filter({ hasText: 'Nama hari libur wajib diisi.' }).waitFor();
    await everyWidth('hari-libur');
    await page.getByLabel('Nama').fill('Tutup Buku Akhir Tahun');
    await page.getByRole('button', { name: 'Tambah' }).click();
    await page.getByText('Hari libur ditambahkan.').waitFor();
    await expect.poll(() => page.getByTestId('holiday').count()).toBe(26);
    expect(await page.getByTestId('holiday').last().textContent()).toContain('31 Desember 2026 · Tutup Buku Akhir Tahun · Libur perusahaan');
    await page.getByRole('button', { name: 'Hapus Tutup Buku Akhir Tahun' }).click();
    const question = page.getByRole('alertdialog', { name: 'Hapus hari libur?' });
    await question.waitFor();
    await everyWidth('hapus-hari-libur');
    await question.getByRole('button', { name: 'Batal' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('holiday').count()).toBe(26);
  });

  it("imports next year's list after a preview that names the bad row, then the fixed file", async () => {
    const holidays = (...rows: string[]) => ({ name: 'libur-2027.csv', mimeType: 'text/csv', buffer: Buffer.from(['tanggal;nama;jenis', ...rows].join('\n')) });
    await page.getByRole('button', { name: 'Impor Hari Libur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Impor Hari Libur' });
    await dialog.getByLabel('Berkas CSV atau XLSX').setInputFiles(holidays('1 Januari 2027;Tahun Baru 2027 Masehi;', '30/02/2027;Salah Tanggal;'));
    await dialog.getByText('Baris 3: date bukan tanggal: tulis seperti 24/11/2026 atau 24 November 2026.').waitFor();
    await everyWidth('impor-hari-libur');
    expect(await dialog.getByRole('button', { name: 'Impor' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Pilih berkas lain (yang sudah diperbaiki)').setInputFiles(holidays('1 Januari 2027;Tahun Baru 2027 Masehi;', '5 Februari 2027;Cuti bersama Imlek;Cuti bersama'));
    await dialog.getByText('Tidak ada masalah.').waitFor();
    expect(await dialog.getByTestId('import-preview').textContent()).toContain('05 Februari 2027 · Cuti bersama Imlek · Cuti bersama · baru');
    await dialog.getByRole('button', { name: 'Impor' }).click();
    await dialog.getByText(/Impor hari libur selesai: \d+ baru/).waitFor();
    await dialog.getByRole('button', { name: 'Selesai' }).click();
    await page.getByLabel('Tahun', { exact: true }).selectOption('2027');
    await page.getByTestId('holiday').filter({ hasText: 'Cuti bersama Imlek' }).waitFor();
  });

  it("approves an employee's pending leave, and sets a quota only to a whole number of days", async () => {
    await page.getByRole('link', { name: 'Izin dan Cuti' }).click();
    await expect.poll(() => heading().textContent()).toBe('Izin dan Cuti');
    // The demo's own pending request of this month (server/seed/demo.ts): Izin, three days ahead, 28 November 2026.
    const card = page.getByTestId('hr-leave').filter({ hasText: 'Andi Saputra' }).filter({ hasText: '28 November 2026' });
    await card.waitFor();
    await everyWidth('izin');
    await card.getByRole('button', { name: 'Setujui' }).click();
    const dialog = page.getByRole('dialog', { name: 'Setujui pengajuan izin?' });
    await dialog.getByRole('button', { name: 'Setujui' }).click();
    const done = page.getByRole('alertdialog', { name: 'Pengajuan izin disetujui.' });
    await done.getByRole('button', { name: 'OK' }).click();
    await card.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Ubah kuota Andi Saputra' }).click();
    const quota = page.getByRole('dialog', { name: 'Kuota Cuti Tahunan 2026' });
    await quota.getByLabel('Kuota (hari kerja)').fill('abc');
    await quota.getByRole('button', { name: 'Simpan' }).click();
    await quota.getByRole('alert').filter({ hasText: 'Kuota harus bilangan bulat 0-60 hari.' }).waitFor();
    await everyWidth('kuota');
    await quota.getByLabel('Kuota (hari kerja)').fill('14');
    await quota.getByRole('button', { name: 'Simpan' }).click();
    await quota.getByText('Kuota cuti disimpan.').waitFor();
    await quota.getByRole('button', { name: 'OK' }).click();
    await expect.poll(async () => (await page.getByTestId('hr-quota').filter({ hasText: 'Andi Saputra' }).locator('td').first().textContent())).toBe('14');
  });

  it('publishes an announcement typed as plain text, with its image, which the employees then see', async () => {
    await page.getByRole('link', { name: 'Pengumuman' }).click();
    await expect.poll(() => heading().textContent()).toBe('Pengumuman');
    await everyWidth('pengumuman');
    await page.getByRole('button', { name: 'Tulis Pengumuman' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tulis Pengumuman' });
    await dialog.getByLabel('Judul').fill('Pemadaman Pompa Zona Timur');
    await dialog.getByRole('button', { name: 'Terbitkan' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Isi pengumuman wajib diisi.' }).waitFor();
    await dialog.getByLabel('Isi').fill('Pompa dimatikan pukul <b>22.00</b>.\n\nMohon maklum.');
    for (const [label, date] of [['Tampil mulai', '25 November 2026'], ['Tampil sampai', '30 November 2026']]) {
      await dialog.getByLabel(label!, { exact: true }).fill(date!);
      await dialog.getByLabel(label!, { exact: true }).press('Enter');
    }
    // Issue 51: the file field in the app's own words, never the browser's 'Choose File'.
    expect(await dialog.getByText('Belum ada berkas dipilih').isVisible()).toBe(true);
    await dialog.getByLabel(/Gambar/).setInputFiles({ name: 'pompa.png', mimeType: 'image/png', buffer: encodePng(320, 160, (x, y) => [x % 256, 120, y % 256]) });
    await expect.poll(() => dialog.getByText('pompa.png').isVisible()).toBe(true);
    expect(await dialog.getByText('Pilih Berkas', { exact: true }).isVisible()).toBe(true);
    // Issue 51: a preview before publishing, as the employees will read it: its title, days, words and image.
    const preview = dialog.getByRole('region', { name: 'Pratinjau: seperti yang dibaca pegawai' });
    expect(await preview.getByTestId('announcement-body').innerHTML()).toBe('<p>Pompa dimatikan pukul &lt;b&gt;22.00&lt;/b&gt;.</p><p>Mohon maklum.</p>');
    expect(await preview.textContent()).toContain('Pemadaman Pompa Zona Timur25 November 2026 – 30 November 2026');
    await expect.poll(() => preview.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(320);
    await everyWidth('tulis-pengumuman');
    await dialog.getByRole('button', { name: 'Terbitkan' }).click();
    await dialog.getByText('Pengumuman diterbitkan.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await page.getByTestId('hr-announcement').first().textContent()).toBe('Pemadaman Pompa Zona TimurTampil 25 November 2026 s.d. 30 November 2026 · dengan gambarUntuk seluruh perusahaanUbahTarik');
    const stored = await setup.server.services.db.selectFrom('announcements').select('description').where('title', '=', 'Pemadaman Pompa Zona Timur').executeTakeFirstOrThrow();
    expect(stored.description).toBe('<p>Pompa dimatikan pukul &lt;b&gt;22.00&lt;/b&gt;.</p><p>Mohon maklum.</p>');
  });

  it("withdraws that announcement after asking, and 'Batal' first changes nothing", async () => {
    const shownToEmployees = async () =>
      (await setup.server.services.db.selectFrom('announcements').select('id').where('title', '=', 'Pemadaman Pompa Zona Timur').where('withdrawn_at', 'is', null).execute()).length;
    const question = page.getByRole('dialog', { name: 'Tarik pengumuman "Pemadaman Pompa Zona Timur"?' });
    await page.getByRole('button', { name: 'Tarik Pemadaman Pompa Zona Timur' }).click();
    await question.waitFor();
    await question.getByRole('button', { name: 'Batal' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await shownToEmployees()).toBe(1);

    await page.getByRole('button', { name: 'Tarik Pemadaman Pompa Zona Timur' }).click();
    await question.getByText('Pengumuman tidak lagi tampil bagi pegawai. Notifikasi yang sudah terkirim tidak dapat dibatalkan.').waitFor();
    await everyWidth('tarik-pengumuman');
    await question.getByRole('button', { name: 'Tarik Pengumuman' }).click();
    await page.getByText('Pengumuman ditarik: tidak lagi tampil bagi pegawai.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(() => page.getByTestId('hr-announcement').first().textContent())
      .toBe('Pemadaman Pompa Zona TimurTampil 25 November 2026 s.d. 30 November 2026 · dengan gambar · Ditarik 25 November 2026Untuk seluruh perusahaan');
    expect(await shownToEmployees()).toBe(0);
  });

  it('addresses an announcement to one office, then edits it after publishing, audited (issue 51)', async () => {
    await page.getByRole('button', { name: 'Tulis Pengumuman' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tulis Pengumuman' });
    await dialog.getByLabel('Judul').fill('Pengurasan Bak IPA');
    await dialog.getByLabel('Isi').fill('Bak pengendap dikuras Sabtu.\nAir keruh sebentar.');
    for (const [label, date] of [['Tampil mulai', '25 November 2026'], ['Tampil sampai', '28 November 2026']]) {
      await dialog.getByLabel(label!, { exact: true }).fill(date!);
      await dialog.getByLabel(label!, { exact: true }).press('Enter');
    }
    await dialog.getByLabel('Kantor atau bagian tertentu').check();
    await dialog.getByRole('button', { name: 'Terbitkan' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Pilih minimal satu kantor atau bagian penerima.' }).waitFor();
    await dialog.getByRole('group', { name: 'Kantor' }).getByLabel('IPA Kaligarang').check();
    await everyWidth('pengumuman-penerima');
    await dialog.getByRole('button', { name: 'Terbitkan' }).click();
    await dialog.getByText('Pengumuman diterbitkan.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    const row = page.getByTestId('hr-announcement').filter({ hasText: 'Pengurasan Bak IPA' });
    await expect.poll(() => row.getByTestId('announcement-audience').textContent()).toBe('Untuk IPA Kaligarang');

    await row.getByRole('button', { name: 'Ubah Pengurasan Bak IPA' }).click();
    const change = page.getByRole('dialog', { name: 'Ubah Pengumuman' });
    expect(await change.getByLabel('Isi').inputValue()).toBe('Bak pengendap dikuras Sabtu.\nAir keruh sebentar.');
    expect(await change.getByRole('group', { name: 'Kantor' }).getByLabel('IPA Kaligarang').isChecked()).toBe(true);
    await change.getByLabel('Judul').fill('Pengurasan Bak IPA (ralat: Minggu)');
    await change.getByLabel('Seluruh perusahaan').check();
    await everyWidth('ubah-pengumuman');
    await change.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await change.getByText('Pengumuman diubah.').waitFor();
    await change.getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(() => page.getByTestId('hr-announcement').first().textContent())
      .toBe('Pengurasan Bak IPA (ralat: Minggu)Tampil 25 November 2026 s.d. 28 November 2026 · diubah 25 November 2026Untuk seluruh perusahaanUbahTarik');
    const { db } = setup.server.services;
    const stored = await db.selectFrom('announcements').select('id').where('title', '=', 'Pengurasan Bak IPA (ralat: Minggu)').executeTakeFirstOrThrow();
    const audit = await db.selectFrom('audit_log').select(['action']).where('entity', '=', 'announcement').where('entity_id', '=', String(stored.id)).orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['announcement.create', 'announcement.update']);
  });

  it('reads the recap and downloads it as XLSX and CSV', async () => {
    await page.getByRole('link', { name: 'Rekap Bulanan' }).click();
    await expect.poll(() => heading().textContent()).toBe('Rekap Bulanan');
    await expect.poll(() => page.getByTestId('recap-row').count()).toBe(35);
    expect(await page.getByTestId('recap-note').textContent()).toMatch(/^November 2026, dihitung sampai 25 November 2026\./);
    // Issue 51: lateness and absence per department as a picture, and for a screen reader as a table of the same figures.
    const chart = page.getByRole('figure', { name: 'Keterlambatan dan ketidakhadiran per bagian' });
    expect(await chart.getByTestId('department-chart').getAttribute('aria-hidden')).toBe('true');
    const departments = chart.getByRole('table', { name: 'Keterlambatan dan ketidakhadiran per bagian' }).getByRole('rowheader');
    // The demo's departments (server/seed/people.ts: the five and the directors'), by name.
    expect(await departments.allTextContents()).toEqual(['Bagian Hubungan Langganan', 'Bagian Keuangan', 'Bagian Produksi', 'Bagian Teknik Distribusi', 'Bagian Umum dan SDM', 'Direksi']);
    expect(await chart.getByTestId('department-chart').locator('text').first().textContent()).toBe('Bagian Hubungan Langganan');
    // Issue 51: each day's present, late, absent and on leave, a column a day, and the same as a table.
    const days = page.getByRole('figure', { name: 'Kehadiran per hari' });
    expect(await days.getByTestId('day-chart').getAttribute('aria-hidden')).toBe('true');
    await days.getByText('Angka per hari').click();
    const dayRows = days.getByRole('table', { name: 'Kehadiran per hari' }).getByRole('rowheader');
    // 1 to 25 November 2026, the day the recap counts until.
    expect(await dayRows.count()).toBe(25);
    expect(await dayRows.first().textContent()).toBe('Minggu, 01 November 2026');
    expect(await dayRows.last().textContent()).toBe('Rabu, 25 November 2026');
    const weekday = (await days.getByTestId('recap-day').filter({ hasText: 'Selasa, 24 November 2026' }).getByRole('cell').allTextContents()).map(Number);
    expect(weekday[0]).toBeGreaterThan(0);
    await everyWidth('rekap');

    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh XLSX' }).click()]);
    expect(xlsx.suggestedFilename()).toBe('rekap-absensi-202611-semua.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await xlsx.path())!)) as unknown as ArrayBuffer);
    const names: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => names.push(row.getCell(2).text));
    expect(names).toContain('Tono Baru');
    expect(names).toContain('Jumlah');

    const [text] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh CSV' }).click()]);
    expect(text.suggestedFilename()).toBe('rekap-absensi-202611-semua.csv');
    const lines = (await readFile((await text.path())!, 'utf8')).split(/\r?\n/);
    expect(lines.some((line) => line.includes('Tono Baru'))).toBe(true);
    expect(lines.some((line) => /^;Jumlah;/.test(line))).toBe(true);
  });

  it('adds an employee by hand on the night roster under kasi.ipa, with the password shown once', async () => {
    await page.getByRole('link', { name: 'Pegawai' }).click();
    await expect.poll(() => heading().textContent()).toBe('Pegawai');
    await page.getByRole('button', { name: 'Tambah Pegawai' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Pegawai' });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    // Issue 51: every problem at once, each at its field.
    await dialog.getByRole('alert').filter({ hasText: 'Ada 4 isian yang perlu diperbaiki' }).waitFor();
    for (const [label, message] of [['Username', 'Username wajib diisi.'], ['Nama', 'Nama wajib diisi.'], ['NUP', 'NUP wajib diisi.'], ['Jabatan', 'Jabatan wajib diisi.']] as const) {
      const field = dialog.getByLabel(label, { exact: true });
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await dialog.locator(`#${await field.getAttribute('aria-describedby')}`).textContent()).toBe(message);
    }
    await everyWidth('tambah-pegawai-salah');
    for (const [label, value] of [['Username', 'wawan.setiadi'], ['Nama', 'Wawan Setiadi'], ['NUP', 'BARU-0100'], ['Jabatan', 'Operator IPA Shift'], ['Level jabatan (1-10)', '2']] as const) {
      await dialog.getByLabel(label, { exact: true }).fill(value);
    }
    // The department from the company's list; a new one only through 'Tambah bagian baru…'.
    await dialog.getByLabel('Bagian', { exact: true }).selectOption({ label: 'Tambah bagian baru…' });
    await dialog.getByLabel('Nama bagian baru').waitFor();
    await dialog.getByLabel('Bagian', { exact: true }).selectOption({ label: 'Bagian Produksi' });
    expect(await dialog.getByLabel('Nama bagian baru').count()).toBe(0);
    await dialog.getByLabel('Atasan').selectOption({ label: 'Lukman Hakim, S.T.' });
    await dialog.getByLabel('Jadwal atau pola shift').selectOption({ label: 'Pola Operator IPA 3 shift (regu A)' });
    await dialog.getByLabel('IPA Kaligarang').check();
    // The start date typed in words, as the app's date fields take it (issue 48: "HR sets both in the console").
    await dialog.getByLabel('Tanggal mulai bekerja (opsional)', { exact: true }).fill('1 Desember 2026');
    await dialog.getByLabel('Tanggal mulai bekerja (opsional)', { exact: true }).press('Enter');
    // Informasi Data Diri, so that a new employee does not read '-' everywhere (issue 50).
    await dialog.getByLabel('Tempat lahir', { exact: true }).fill('Kendal');
    await dialog.getByLabel('Tanggal lahir', { exact: true }).fill('14 Maret 1998');
    await dialog.getByLabel('Tanggal lahir', { exact: true }).press('Enter');
    await dialog.getByLabel('Agama', { exact: true }).fill('Islam');
    await dialog.getByLabel('Anak tanggungan', { exact: true }).fill('1');
    await everyWidth('tambah-pegawai');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.getByText('Pegawai ditambahkan.').waitFor();
    const shown = (await dialog.getByRole('status').textContent())!;
    expect(shown).toMatch(/Password: [A-Za-z0-9_-]{12} \(ditampilkan sekali ini/);
    const password = shown.match(/Password: (\S{12})/)![1]!;
    // Issue 51: 'Salin', and a printable slip with name, username, password and how to install the app.
    await setup.phone.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: setup.server.url });
    await dialog.getByRole('button', { name: 'Salin Password' }).click();
    await dialog.getByRole('button', { name: 'Tersalin' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    const [slip] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Cetak Slip' }).click()]);
    await slip.waitForLoadState();
    const slipText = (await slip.textContent('body'))!;
    for (const expected of ['Wawan Setiadi', 'wawan.setiadi', password, 'Cara memasang aplikasi', 'Tambah ke Layar Utama']) expect(slipText).toContain(expected);
    await slip.close();
    await dialog.getByRole('button', { name: 'OK' }).click();
    const row = page.getByTestId('hr-employee').filter({ hasText: 'wawan.setiadi' });
    await row.waitFor();
    expect(await row.textContent()).toContain('IPA Kaligarang');
    const stored = await setup.server.services.db
      .selectFrom('employees as e')
      .innerJoin('rosters as r', 'r.id', 'e.roster_id')
      .select(['r.name', 'e.office_id', 'e.start_date', 'e.end_date', 'e.birth_place', 'e.birth_date', 'e.religion', 'e.dependent_children', 'e.address'])
      .where('e.username', '=', 'wawan.setiadi')
      .executeTakeFirstOrThrow();
    expect([stored.name, stored.start_date, stored.end_date]).toEqual(['Operator IPA 3 shift (regu A)', '2026-12-01', null]);
    expect([stored.birth_place, stored.birth_date, stored.religion, stored.dependent_children, stored.address]).toEqual(['Kendal', '1998-03-14', 'Islam', 1, null]);
  });

  it('filters employees by department and reads every change in the audit log, newest first', async () => {
    await page.getByRole('combobox', { name: /^Bagian/ }).selectOption('Bagian Produksi');
    // The demo's Bagian Produksi (server/seed/people.ts: 7) and the three added here.
    await expect.poll(() => page.getByTestId('hr-employee').count()).toBe(10);
    await page.getByRole('link', { name: 'Log Audit' }).click();
    await expect.poll(() => heading().textContent()).toBe('Log Audit');
    // Sentences in Indonesian with WIB times, the change as a table of named fields (issue 48).
    const newest = page.getByTestId('audit-entry').first();
    await expect.poll(async () => (await newest.locator('p').first().textContent()) ?? '').toBe('Fitri Handayani, S.Psi. menambahkan pegawai Wawan Setiadi');
    expect(await newest.locator('p').nth(1).textContent()).toMatch(/^Rabu, 25 November 2026 pukul \d{2}:\d{2} WIB$/);
    expect(await newest.getByRole('row', { name: /^Tanggal mulai bekerja/ }).textContent()).toBe('Tanggal mulai bekerja-1 Desember 2026');
    await everyWidth('audit');
    await page.getByLabel('Jenis data').selectOption('office');
    await expect.poll(async () => (await page.getByTestId('audit-entry').locator('p:first-child').allTextContents()).map((text) => text.replace(/ ".*"$/, ''))).toEqual([
      'Fitri Handayani, S.Psi. mengubah kantor',
      'Fitri Handayani, S.Psi. menambahkan kantor',
    ]);
    await page.getByLabel('Jenis data').selectOption('');
    await page.getByLabel('Dari tanggal', { exact: true }).fill('26 November 2026');
    await page.getByLabel('Dari tanggal', { exact: true }).press('Enter');
    await page.getByText('Belum ada perubahan.').waitFor();
    // The log as XLSX, with what the filters take (issue 48: "export to XLSX").
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh XLSX' }).click()]);
    expect(file.suggestedFilename()).toBe('log-audit-2026-11-26.xlsx');
  });
  it("revokes an employee's device and exempts an employee with no capable phone, in 'Perangkat Absen'", async () => {
    const { db } = setup.server.services;
    const demo = await db.selectFrom('employees').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    await db
      .insertInto('passkeys')
      .values({ id: 'perangkat-uji', employee_id: demo.id, public_key: 'AA', counter: 0, transports: '["internal"]', name: 'Chrome di Android', status: 'active', created_at: NOW.toISOString(), last_used_at: null, decided_by: null, decided_at: null })
      .execute();
    await page.getByRole('link', { name: 'Perangkat Absen' }).click();
    await expect.poll(() => heading().textContent()).toBe('Perangkat Absen');
    // Issue 51: an overview of who has an active phone, one waiting, none, or is exempt, searchable by name.
    const overview = page.getByRole('region', { name: 'Ringkasan Perangkat' });
    const andi = overview.getByTestId('device-overview-row').filter({ hasText: 'Andi Saputra' });
    await page.getByRole('searchbox', { name: 'Cari nama atau NUP' }).fill('andi');
    await expect.poll(() => overview.getByTestId('device-overview-row').count()).toBe(1);
    expect(await andi.textContent()).toContain('Ponsel aktif');
    await page.getByRole('combobox', { name: 'Keadaan' }).selectOption({ label: 'Belum ada ponsel' });
    await expect.poll(() => overview.getByTestId('device-overview-row').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Keadaan' }).selectOption({ label: 'Semua' });
    await andi.getByRole('button', { name: 'Lihat perangkat Andi Saputra' }).click();
    expect(await page.getByRole('combobox', { name: /^Pegawai/ }).inputValue()).toBe(String(demo.id));
    const list = page.getByRole('region', { name: 'Perangkat Pegawai' });
    await expect.poll(() => list.textContent()).toContain('Chrome di Android');
    await everyWidth('perangkat');
    await list.getByRole('button', { name: 'Cabut Chrome di Android' }).click();
    await page.getByRole('dialog', { name: 'Cabut perangkat ini?' }).getByRole('button', { name: 'Cabut' }).click();
    await (await expectAlert(page, 'Perangkat dicabut.')).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => list.textContent()).toContain('Dicabut');
    await list.getByRole('button', { name: 'Bebaskan dari Tanda Tangan Perangkat' }).click();
    await page.getByRole('dialog', { name: 'Bebaskan pegawai ini dari tanda tangan perangkat?' }).getByRole('button', { name: 'Bebaskan' }).click();
    await (await expectAlert(page, 'Pegawai dibebaskan dari tanda tangan perangkat.')).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => list.getByRole('button', { name: 'Akhiri Pembebasan' }).isVisible()).toBe(true);
    await expect.poll(() => andi.textContent()).toContain('Dibebaskan');
    expect(await db.selectFrom('passkeys').select('status').where('id', '=', 'perangkat-uji').executeTakeFirst()).toEqual({ status: 'revoked' });
    expect(await db.selectFrom('employees').select('passkey_exempt').where('id', '=', demo.id).executeTakeFirst()).toEqual({ passkey_exempt: 1 });
    // A one-time code for a new phone, valid for the days HR picks, shown once to be handed over in person (issue 46).
    await list.getByRole('combobox', { name: 'Kode berlaku' }).selectOption('14');
    await list.getByRole('button', { name: 'Buat Kode Pendaftaran Ponsel' }).click();
    const ask = page.getByRole('dialog', { name: 'Buat kode pendaftaran ponsel? Kode lama yang belum dipakai tidak berlaku lagi.' });
    await checkScreen(page, 'perangkat-kode');
    await ask.getByRole('button', { name: 'Buat Kode' }).click();
    const made = await expectAlert(page, 'Kode pendaftaran dibuat');
    expect(await made.textContent()).toMatch(/Andi Saputra\. Kode: [A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}, berlaku sampai .+ WIB\./);
    await made.getByRole('button', { name: 'OK' }).click();
    const code = await db.selectFrom('passkey_enrolment_codes').select(['created_at', 'expires_at']).where('employee_id', '=', demo.id).executeTakeFirstOrThrow();
    expect(Date.parse(code.expires_at) - Date.parse(code.created_at)).toBe(14 * 86_400_000);
    const audit = await db.selectFrom('audit_log').select('action').where('entity', '=', 'employee').where('entity_id', '=', String(demo.id)).where('action', 'like', 'passkey.%').orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['passkey.revoke', 'passkey.exempt', 'passkey.code']);
  });

  it('sets the payroll period to close on the 25th, which the recap then follows', async () => {
    await page.getByRole('link', { name: 'Pengaturan' }).click();
    await expect.poll(() => heading().textContent()).toBe('Pengaturan');
    await expect.poll(() => page.getByTestId('settings').textContent()).toContain('Mengikuti bulan kalender (tanggal 1 sampai akhir bulan)');
    await page.getByRole('button', { name: 'Ubah Pengaturan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah Pengaturan' });
    await dialog.getByLabel('Tanggal tutup buku periode gaji').fill('29');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.getByText('Tanggal tutup buku: 0 (akhir bulan) atau angka 1 sampai 28.').waitFor();
    await everyWidth('pengaturan-dialog');
    await dialog.getByLabel('Tanggal tutup buku periode gaji').fill('25');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.getByText('Pengaturan disimpan.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('settings').textContent()).toContain('Mengikuti sehari setelah tanggal 25 bulan sebelumnya sampai tanggal 25');
    await everyWidth('pengaturan');
    await page.getByRole('link', { name: 'Rekap Bulanan' }).click();
    await expect.poll(() => page.getByTestId('recap-note').textContent()).toMatch(/^26 Oktober – 25 November 2026, dihitung sampai 25 November 2026\./);
  });

  it('keeps photos 90 days after the payroll period and names the data protection officer, which the notice then says (issue 50)', async () => {
    await page.getByRole('link', { name: 'Pengaturan' }).click();
    await expect.poll(() => heading().textContent()).toBe('Pengaturan');
    const shown = page.getByTestId('privacy-settings');
    await expect.poll(() => shown.textContent()).toContain('Dihapus 60 hari setelah periode gajinya berakhir');
    expect(await shown.textContent()).toContain('Belum ditunjuk');
    await page.getByRole('button', { name: 'Atur Data Pribadi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atur Data Pribadi' });
    await dialog.getByLabel('Masa simpan foto dan posisi (hari)').fill('20');
    await dialog.getByLabel(/^Pejabat pelindungan data/).fill('Bambang Hartono');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.getByText('Masa simpan foto dan posisi: angka 30 sampai 1095 hari.').waitFor();
    expect(await dialog.getByLabel(/^Pejabat pelindungan data/).inputValue()).toBe('Bambang Hartono');
    await everyWidth('pengaturan-data-pribadi-dialog');
    await dialog.getByLabel('Masa simpan foto dan posisi (hari)').fill('90');
    await dialog.getByLabel('Kontak pejabat pelindungan data').fill('pdp@pdam.example');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.getByText('Pengaturan data pribadi disimpan.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => shown.textContent()).toContain('Dihapus 90 hari setelah periode gajinya berakhir');
    expect(await shown.textContent()).toContain('Bambang Hartono, pdp@pdam.example');
    await everyWidth('pengaturan-data-pribadi');
    const notice = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('auth-store')!).state.token as string;
      return (await fetch('/mobile-v2/privasi', { headers: { token } })).json();
    });
    expect(notice).toMatchObject({ retention: { photo_days: 90, reference_days: 30 }, officer: { name: 'Bambang Hartono', contact: 'pdp@pdam.example' } });
    const audit = await setup.server.services.db.selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'privacy.settings.update').execute();
    expect(audit.map((entry) => JSON.parse(entry.after!))).toEqual([{ photo_retention_days: 90, reference_retention_days: 30, officer_name: 'Bambang Hartono', officer_contact: 'pdp@pdam.example' }]);
  });

  it("takes a reference photo of a consenting employee's face after refusing a group photo with the reason (issue 49)", async () => {
    const group = await readFile('tests/fixtures/faces/sample1.jpg');
    // The middle one of the photo's three people, with a margin of 0.6 of the face (as tests/server/faceCheck.test.ts).
    const [x, y, w, h] = (await describeFaces(group)).faces.sort((a, b) => a.box[0] - b.box[0])[1]!.box;
    const portrait = await sharp(group).extract({ left: Math.round(x - w * 0.6), top: Math.round(y - h * 0.6), width: Math.round(w * 2.2), height: Math.round(h * 2.2) }).jpeg().toBuffer();
    await setup.server.services.db.updateTable('employees').set({ face_consent: 'agreed' }).where('username', '=', 'budi.santoso').execute();
    await page.getByRole('link', { name: 'Pegawai' }).click();
    await expect.poll(() => heading().textContent()).toBe('Pegawai');
    await page.getByRole('button', { name: 'Foto rujukan wajah Budi Santoso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Foto Rujukan Wajah: Budi Santoso' });
    await expect.poll(() => dialog.getByTestId('face-consent').textContent()).toBe('Persetujuan pegawai: Disetujui');
    const field = dialog.getByLabel('Tambah foto rujukan (kamera atau berkas)');
    await field.setInputFiles({ name: 'grup.jpg', mimeType: 'image/jpeg', buffer: group });
    await dialog.getByText('Ada lebih dari satu wajah di foto. Ambil foto satu orang saja.').waitFor({ timeout: 60_000 });
    await everyWidth('foto-rujukan-wajah');
    await field.setInputFiles({ name: 'wajah.jpg', mimeType: 'image/jpeg', buffer: portrait });
    await dialog.getByText('Foto rujukan ditambahkan.').waitFor({ timeout: 60_000 });
    await dialog.getByRole('img', { name: 'Foto rujukan 1' }).waitFor();
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect.poll(() => page.getByTestId('hr-employee').filter({ hasText: 'Budi Santoso' }).getByTestId('face-status').textContent()).toBe('Disetujui1 foto rujukan');
  }, 180_000);

  it("reads who looked at an employee's photos and positions: its own look at the queue (issue 50)", async () => {
    await page.getByRole('button', { name: 'Akses data Andi Saputra' }).click();
    const dialog = page.getByRole('dialog', { name: 'Akses Data: Andi Saputra' });
    const entries = dialog.getByTestId('access-log');
    await expect.poll(() => entries.textContent()).toContain('Fitri Handayani, S.Psi. melihat foto absen masuk Andi Saputra tanggal 24 November 2026');
    expect(await entries.textContent()).toContain('melihat posisi absen masuk Andi Saputra tanggal 24 November 2026');
    await everyWidth('akses-data');
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('archives an office no active employee has, deletes it, refuses the head office, and archives a roster its crew keeps (issue 51)', async () => {
    await page.getByRole('link', { name: 'Kantor' }).click();
    await expect.poll(() => heading().textContent()).toBe('Kantor');
    const confirm = async (button: string, question: string, answer: string) => {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: question });
      await dialog.getByRole('button', { name: answer }).click();
    };

    await confirm('Arsipkan Kantor Pusat PDAM Tirta Kencana', 'Arsipkan Kantor Pusat PDAM Tirta Kencana?', 'Arsipkan');
    const refusal = page.getByRole('alertdialog');
    await expect.poll(() => refusal.textContent()).toMatch(/Kantor ini masih dipakai \d+ pegawai aktif\. Pindahkan mereka ke kantor lain dahulu\./);
    expect(await refusal.getByRole('button').allTextContents()).toEqual(['OK']);
    await refusal.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('button', { name: 'Arsipkan Cabang Makassar' }).click();
    const question = page.getByRole('dialog', { name: 'Arsipkan Cabang Makassar?' });
    await question.getByText('Kantor tetap ada di riwayat dan pada pegawai yang pernah di sana, tetapi tidak bisa dipilih lagi untuk pegawai.').waitFor();
    await everyWidth('arsipkan-kantor');
    await question.getByRole('button', { name: 'Arsipkan' }).click();
    await page.getByText('Kantor diarsipkan.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    const archived = page.getByRole('region', { name: 'Diarsipkan' });
    await expect.poll(() => archived.getByTestId('office').count()).toBe(1);
    expect(await archived.getByRole('button').allTextContents()).toEqual(['Pakai Lagi', 'Hapus']);
    await everyWidth('kantor-arsip');

    await confirm('Hapus Cabang Makassar', 'Hapus Cabang Makassar?', 'Hapus');
    await page.getByText('Kantor dihapus.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('office').filter({ hasText: 'Cabang Makassar' }).count()).toBe(0);
    expect(await archived.count()).toBe(0);

    await page.getByRole('link', { name: 'Pola Shift' }).click();
    await expect.poll(() => heading().textContent()).toBe('Pola Shift');
    await confirm('Arsipkan Operator IPA 3 shift (regu A)', 'Arsipkan Operator IPA 3 shift (regu A)?', 'Arsipkan');
    await page.getByText('Pola shift diarsipkan.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    const crewA = page.getByRole('region', { name: 'Diarsipkan' }).getByTestId('roster');
    await expect.poll(() => crewA.textContent()).toContain('Operator IPA 3 shift (regu A)');
    // Its crew keeps it: still followed.
    expect(await crewA.textContent()).toMatch(/ · [1-9]\d* pegawai/);
    await page.getByRole('button', { name: 'Atur Pola Pegawai' }).click();
    const assigning = page.getByRole('dialog', { name: 'Atur Pola Pegawai' });
    expect(await assigning.getByLabel('Pola shift').locator('option').allTextContents()).not.toContain('Operator IPA 3 shift (regu A)');
    await assigning.getByRole('button', { name: 'Batal' }).click();
    await confirm('Pakai Lagi Operator IPA 3 shift (regu A)', 'Pakai lagi Operator IPA 3 shift (regu A)?', 'Pakai Lagi');
    await page.getByText('Pola shift dipakai lagi.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Diarsipkan' }).count()).toBe(0);
  });
});
