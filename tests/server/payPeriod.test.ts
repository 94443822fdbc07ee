/**
 * HR's settings (issue 48: "HR sets N; 7 by default" for correction requests; "a payroll period that HR sets once
 * (calendar month, or a cut-off such as the 26th to the 25th); the recap, the history's month and the files follow
 * it"), over HTTP on both databases. Friday 27 November 2026, 10:00 WIB.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { call, logInAs, postJson } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

/** docs/hr.md, "Settings": the defaults, and a choice of HR's. */
const DEFAULTS = { correction_window_days: 7, payroll_cutoff_day: 0, cuti_bersama_uses_quota: 0, forgotten_clock_out_hours: 6, clock_in_window_minutes: 120, late_early_band_1_minutes: 30, late_early_band_2_minutes: 60, late_early_band_3_minutes: 90, file_quota_mb: 200 };
const CHOSEN = { correction_window_days: 3, payroll_cutoff_day: 25, cuti_bersama_uses_quota: 0, forgotten_clock_out_hours: 6, clock_in_window_minutes: 120, late_early_band_1_minutes: 20, late_early_band_2_minutes: 40, late_early_band_3_minutes: 120, file_quota_mb: 300 };

describe(`the company's settings and the payroll period (${databaseKind})`, () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const get = (path: string, username: string) => call(`${server.url}${path}`, { headers: { token: tokens[username]! } });
  const save = (body: object, username = 'hr') => postJson(`${server.url}/hr/settings`, body, { token: tokens[username]! });

  beforeAll(async () => {
    server = await startTestServer({ now: () => fromJakarta('2026-11-27', '10:00') });
    for (const username of ['hr', 'demo']) tokens[username] = await logInAs(server.url, username);
  });
  afterAll(() => server.close());

  it('starts from seven days and calendar months', async () => {
    expect((await get('/hr/settings', 'hr')).body).toEqual(DEFAULTS);
    expect((await get('/mobile-v2/periode-gaji', 'demo')).body).toEqual({ payroll_cutoff_day: 0 });
    const recap = await get('/hr/recap?period=202611', 'hr');
    expect([recap.body.from, recap.body.to]).toEqual(['2026-11-01', '2026-11-30']);
  });

  it('refuses what is not a setting, and anyone but HR', async () => {
    for (const [body, message] of [
      [{ ...DEFAULTS, payroll_cutoff_day: 29 }, 'Tanggal tutup buku maksimal 28.'],
      [{ ...CHOSEN, correction_window_days: 0 }, 'Batas hari pengajuan koreksi minimal 1.'],
      [{ ...CHOSEN, correction_window_days: 7.5 }, 'Batas hari pengajuan koreksi harus bilangan bulat.'],
      [{ correction_window_days: 7 }, 'Tanggal tutup buku harus angka.'],
      [{ ...CHOSEN, cuti_bersama_uses_quota: 2 }, 'Cuti bersama memotong kuota cuti maksimal 1.'],
      [{ ...CHOSEN, forgotten_clock_out_hours: 0 }, 'Batas lupa absen pulang minimal 1.'],
      [{ ...CHOSEN, forgotten_clock_out_hours: 7 }, 'Batas lupa absen pulang maksimal 6.'],
    ] as const) {
      const answer = await save(body);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    expect((await save(CHOSEN, 'demo')).status).toBe(403);
    expect((await get('/hr/settings', 'hr')).body).toEqual(DEFAULTS);
  });

  it('takes settings saved at once, audited, and the recap, the files, the history and the requests follow them', async () => {
    const answers = await Promise.all([save(CHOSEN), save(CHOSEN)]);
    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual([
      [200, 'Pengaturan disimpan.'],
      [200, 'Pengaturan disimpan.'],
    ]);
    expect((await get('/hr/settings', 'hr')).body).toEqual(CHOSEN);
    expect((await get('/mobile-v2/periode-gaji', 'demo')).body).toEqual({ payroll_cutoff_day: 25 });

    const recap = await get('/hr/recap?period=202611', 'hr');
    expect([recap.body.from, recap.body.to, recap.body.counted_until]).toEqual(['2026-10-26', '2026-11-25', '2026-11-25']);
    const file = await fetch(`${server.url}/hr/recap?period=202611&format=xlsx`, { headers: { token: tokens.hr! } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    expect(workbook.worksheets[0]!.getCell('A1').value).toBe('Rekap Absensi 26 Oktober – 25 November 2026');

    const days = (period: string) => get(`/mobile-v2/riwayat-absen?period=${period}`, 'demo').then((answer) => answer.body.map((day: { date: string }) => day.date));
    const november = await days('202611');
    expect([november.at(-1) >= '2026-10-26', november[0] <= '2026-11-25']).toEqual([true, true]);
    expect(november).toContain('2026-10-26');
    expect(await days('202612')).toEqual(expect.arrayContaining(['2026-11-26']));
    expect((await days('202612')).every((date: string) => date >= '2026-11-26')).toBe(true);

    expect((await get('/mobile-v2/koreksi-absen', 'demo')).body.days).toEqual(['2026-11-27', '2026-11-26', '2026-11-25']);
    const audit = await server.services.db.selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'settings.update').execute();
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[0]!.after!)).toEqual(CHOSEN);
  });
});
