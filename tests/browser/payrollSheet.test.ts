/**
 * The payroll sheet and the payroll keys in the HR console, in Chromium. From the issue: "console 'Rekap Bulanan'
 * shows it and downloads it as XLSX and CSV", "every figure opens the records it counts", and "HR makes a named key
 * in the console ... { key } shown once, stored hashed, revocable". The codes and their order come from the issue and
 * docs/hr.md ("Payroll sheet"), the leave types from the demo (server/seed/demo.ts); the figures the screen must show
 * are the server's sheet, which tests/server/payrollSheet.test.ts counts by hand. axe-core finds nothing on the
 * section and on each dialog.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { payrollSheet } from '../../server/payroll/sheet';
import { fromJakarta } from '../../server/time';
import { expectAlert, phoneAndServer, signIn } from '../support/attendancePhone';
import { checkScreen, prepareScreenshots } from '../support/screenCheck';

/** Wednesday 25 November 2026, 10:00 in Jakarta: the sheet of November counts until today. */
const NOW = fromJakarta('2026-11-25', '10:00');
/** The fixed codes first, then one per leave type of the demo, then overtime by multiplier and the rest (the order). */
const FIRST_CODES = ['HK', 'H', 'ALPA', 'TL1', 'TL2', 'TL3', 'TL4', 'PSW1', 'PSW2', 'PSW3', 'PSW4'];
const LEAVE_CODES = ['CUTI', 'DINAS', 'IZIN', 'SAKIT'];
const LAST_CODES = ['LEMBUR15', 'LEMBUR2', 'LEMBUR3', 'LEMBUR4', 'MALAM', 'KOREKSI'];
/** The default bands (docs/hr.md, "Settings"): 1–30, 31–60, 61–90 and over 90 minutes. */
const BANDS = ['TL1: Terlambat 1–30 menit (hari)', 'TL4: Terlambat lebih dari 90 menit (hari)', 'PSW2: Pulang cepat 31–60 menit (hari)', 'LEMBUR15: Lembur ×1,5 (jam)'];
const KEY_NAME = 'Sistem Gaji Keuangan';
/** A figure as the screen writes it: a decimal comma. */
const written = (value: number) => String(value).replace('.', ',');

describe("the payroll sheet in 'Rekap Bulanan' and the payroll keys in 'Pengaturan' (Chromium, axe-core)", () => {
  const setup = phoneAndServer(() => NOW);
  let page: Page;
  const heading = () => page.getByRole('heading', { level: 1 });
  /** The codes in the order the sheet shows them. */
  let codes: string[] = [];
  const section = () => page.getByRole('region', { name: 'Lembar Penggajian', exact: true });

  beforeAll(prepareScreenshots);

  it("shows every employee's figures under the codes, each code in words", async () => {
    page = await signIn(setup.phone, setup.server.url, 'hr', NOW);
    await page.getByRole('link', { name: 'Lainnya' }).click();
    await page.getByRole('link', { name: /Konsol SDM/ }).click();
    await page.waitForURL('**/hr/hari-ini');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: 'Rekap Bulanan' }).click();
    await expect.poll(() => heading().textContent()).toBe('Rekap Bulanan');
    const sheet = await payrollSheet(setup.server.services.db, '202611', NOW);
    await expect.poll(() => section().getByTestId('payroll-sheet-row').count()).toBe(sheet.rows.length);
    const table = section().getByRole('table', { name: 'Lembar penggajian per pegawai' });
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers.slice(0, 12)).toEqual(['Pegawai', ...FIRST_CODES]);
    expect(headers.slice(12, 16).sort()).toEqual(LEAVE_CODES);
    expect(headers.slice(16)).toEqual(LAST_CODES);
    codes = headers.slice(1);
    expect(await table.getByRole('columnheader', { name: 'TL1' }).locator('abbr').getAttribute('title')).toBe('TL1: Terlambat 1–30 menit (hari)');
    const legend = await section().getByTestId('payroll-legend').getByRole('listitem').allTextContents();
    expect(legend).toHaveLength(codes.length);
    expect(legend).toEqual(expect.arrayContaining(BANDS));
    const ahmad = sheet.rows.find((row) => row.name === 'Ahmad Fauzi')!;
    const cells = await section().getByTestId('payroll-sheet-row').filter({ hasText: 'Ahmad Fauzi' }).getByRole('cell').allTextContents();
    expect(cells).toEqual(codes.map((code) => written(ahmad.figures[code]!)));
    // The demo's decided overtime for him (README): the sheet shows hours under an overtime code.
    expect(codes.filter((code) => code.startsWith('LEMBUR')).some((code) => ahmad.figures[code]! > 0)).toBe(true);
    await checkScreen(page, 'lembar-penggajian');
  });

  it("opens an employee's codes with the days and records each counts", async () => {
    await section().getByRole('button', { name: 'Ahmad Fauzi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lembar Penggajian Ahmad Fauzi' });
    await dialog.getByTestId('payroll-figure').first().waitFor();
    const sheet = await payrollSheet(setup.server.services.db, '202611', NOW);
    const figures = sheet.rows.find((row) => row.name === 'Ahmad Fauzi')!.figures;
    const counted = codes.filter((code) => figures[code] !== 0);
    const headings = await dialog.getByTestId('payroll-figure').getByRole('heading').allTextContents();
    expect(headings.map((text) => text.split(':')[0])).toEqual(counted);
    expect(headings.map((text) => text.split(': ').at(-1))).toEqual(counted.map((code) => written(figures[code]!)));
    // Each counted day by its date in words, within November up to today; overtime with its hours and its records.
    const days = await dialog.getByTestId('payroll-figure').getByRole('listitem').allTextContents();
    for (const day of days) expect(day).toMatch(/^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), (0[1-9]|1\d|2[0-5]) November 2026/);
    const overtime = dialog.getByTestId('payroll-figure').filter({ hasText: /^LEMBUR/ }).first();
    expect(await overtime.getByRole('listitem').first().textContent()).toMatch(/ jam dari lembur \d+ menit · lembur \d+, \d+$/);
    expect(await dialog.textContent()).toContain(`Kode lain bernilai 0: ${codes.filter((code) => figures[code] === 0).join(', ')}.`);
    await checkScreen(page, 'lembar-penggajian-pegawai');
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('downloads the sheet as CSV, the codes as its header', async () => {
    const [file] = await Promise.all([page.waitForEvent('download'), section().getByRole('button', { name: 'Unduh Lembar CSV' }).click()]);
    expect(file.suggestedFilename()).toBe('lembar-penggajian-202611.csv');
    const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines[0]).toBe(['NUP', 'Nama', 'Bagian', ...codes].join(';'));
    expect(lines.some((line) => line.startsWith('19940812018;Ahmad Fauzi;'))).toBe(true);
    const [workbook] = await Promise.all([page.waitForEvent('download'), section().getByRole('button', { name: 'Unduh Lembar XLSX' }).click()]);
    expect(workbook.suggestedFilename()).toBe('lembar-penggajian-202611.xlsx');
  });

  it('makes a named payroll key, shown once with its copy button, then listed without it', async () => {
    await page.getByRole('link', { name: 'Pengaturan' }).click();
    await expect.poll(() => heading().textContent()).toBe('Pengaturan');
    const keys = page.getByRole('region', { name: 'Kunci Penggajian', exact: true });
    await keys.getByText('Belum ada kunci penggajian.').waitFor();
    await keys.getByRole('button', { name: 'Buat Kunci' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buat Kunci' });
    await dialog.getByRole('button', { name: 'Buat Kunci' }).click();
    await dialog.getByText('Nama kunci wajib diisi.').waitFor();
    await dialog.getByLabel(/^Nama kunci/).fill(KEY_NAME);
    await checkScreen(page, 'kunci-penggajian-buat');
    await dialog.getByRole('button', { name: 'Buat Kunci' }).click();
    const key = (await dialog.getByTestId('payroll-key').textContent({ timeout: 20_000 }))!;
    expect(await dialog.textContent()).toContain('tidak akan ditampilkan lagi');
    await setup.phone.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: setup.server.url });
    await dialog.getByRole('button', { name: 'Salin Kunci' }).click();
    await dialog.getByRole('button', { name: 'Tersalin' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await checkScreen(page, 'kunci-penggajian-dibuat');
    // Stored hashed: the database holds the SHA-256 of the key shown, never the key.
    const stored = await setup.server.services.db.selectFrom('payroll_keys').select(['name', 'key_hash']).execute();
    expect(stored).toEqual([{ name: KEY_NAME, key_hash: createHash('sha256').update(key).digest('hex') }]);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = keys.getByTestId('payroll-key-row');
    await expect.poll(() => row.getByRole('cell').allTextContents()).toEqual(['Rabu, 25 November 2026 pukul 10:00 WIB', 'Belum pernah', 'Aktif', 'Cabut']);
    expect(await row.getByRole('rowheader').textContent()).toBe(KEY_NAME);
    expect(await page.locator('body').textContent()).not.toContain(key);
  });

  it("revokes the key after asking, and 'Batal' first changes nothing", async () => {
    const keys = page.getByRole('region', { name: 'Kunci Penggajian', exact: true });
    const question = page.getByRole('dialog', { name: `Cabut kunci ${KEY_NAME}?` });
    await keys.getByRole('button', { name: `Cabut kunci ${KEY_NAME}` }).click();
    await question.waitFor();
    await checkScreen(page, 'kunci-penggajian-cabut');
    await question.getByRole('button', { name: 'Batal' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await keys.getByTestId('payroll-key-row').getByRole('cell').nth(2).textContent()).toBe('Aktif');
    await keys.getByRole('button', { name: `Cabut kunci ${KEY_NAME}` }).click();
    await question.getByRole('button', { name: 'Cabut' }).click();
    await (await expectAlert(page, 'Kunci Dicabut')).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => keys.getByTestId('payroll-key-row').getByRole('cell').nth(2).textContent()).toBe('Dicabut Rabu, 25 November 2026 pukul 10:00 WIB');
    expect(await keys.getByRole('button', { name: `Cabut kunci ${KEY_NAME}` }).count()).toBe(0);
    const audit = await setup.server.services.db.selectFrom('audit_log').select('action').where('action', 'like', 'payroll_key.%').orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['payroll_key.create', 'payroll_key.revoke']);
  });
});
