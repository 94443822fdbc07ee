/**
 * Holidays that are complete (issue 48: "the current year's national holidays and cuti bersama are seeded as the
 * government published them; HR imports a year's list from CSV/XLSX with a preview, and cuti bersama can count
 * against the Cuti quota where HR says so"), over HTTP on both databases. The 2026 list below is written from the
 * SKB 3 Menteri Nomor 1497, 2 and 5 Tahun 2025, not from the server's copy.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJakarta } from '../../server/time';
import { call, logInAs, postJson } from '../support/http';
import { databaseSnapshot } from '../support/snapshot';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const NATIONAL_2026 = [
  '2026-01-01', '2026-01-16', '2026-02-17', '2026-03-19', '2026-03-21', '2026-03-22', '2026-04-03', '2026-04-05', '2026-05-01',
  '2026-05-14', '2026-05-27', '2026-05-31', '2026-06-01', '2026-06-16', '2026-08-17', '2026-08-25', '2026-12-25',
];
/** Monday 16 February, Wednesday 18, Friday 20, Monday 23 and Tuesday 24 March, Friday 15 and Thursday 28 May, Thursday 24 December. */
const CUTI_BERSAMA_2026 = ['2026-02-16', '2026-03-18', '2026-03-20', '2026-03-23', '2026-03-24', '2026-05-15', '2026-05-28', '2026-12-24'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SETTINGS = { correction_window_days: 7, payroll_cutoff_day: 0, forgotten_clock_out_hours: 6 };

describe(`holidays: the published list, the import and cuti bersama (${databaseKind})`, () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const get = (path: string, username = 'hr') => call(`${server.url}${path}`, { headers: { token: tokens[username]! } });
  const send = (mode: string, body: string | Uint8Array<ArrayBuffer>, type = 'text/csv', username = 'hr') =>
    call(`${server.url}/hr/holidays/import?mode=${mode}`, { method: 'POST', headers: { token: tokens[username]!, 'content-type': type }, body });
  const yearOf = async (year: number) => (await get(`/hr/holidays?year=${year}`)).body as { date: string; name: string; kind: string }[];

  beforeAll(async () => {
    server = await startTestServer({ now: () => fromJakarta('2026-11-27', '10:00') });
    for (const username of ['hr', 'demo', 'dimas.saputro']) tokens[username] = await logInAs(server.url, username);
  });
  afterAll(() => server.close());

  it("holds 2026's 17 national holidays and 8 cuti bersama as the decree published them", async () => {
    const year = await yearOf(2026);
    expect(year.filter((day) => day.kind === 'national').map((day) => day.date)).toEqual(NATIONAL_2026);
    expect(year.filter((day) => day.kind === 'cuti_bersama').map((day) => day.date)).toEqual(CUTI_BERSAMA_2026);
    expect(year.find((day) => day.date === '2026-03-21')?.name).toContain('Idulfitri 1447');
    expect(year.find((day) => day.date === '2026-03-20')?.name).toContain('Cuti bersama');
  });

  it("previews a year's list (Indonesian columns, ';', dates in words), names what it adds, changes and removes, then imports it, audited", async () => {
    const { db } = server.services;
    await db.deleteFrom('holidays').where('date', '>=', '2027-01-01').where('date', '<=', '2027-12-31').execute();
    await db
      .insertInto('holidays')
      .values([
        { date: '2027-01-01', name: 'Tahun Baru Masehi', kind: 'national' },
        { date: '2027-08-17', name: 'Hari Kemerdekaan', kind: 'national' },
        { date: '2027-12-31', name: 'Tutup Buku Akhir Tahun', kind: 'company' },
      ])
      .execute();
    const file = ['tanggal;nama;jenis', '01/01/2027;Tahun Baru 2027 Masehi;Libur nasional', '6 Februari 2027;Tahun Baru Imlek 2578 Kongzili;', '2027-02-05;Cuti bersama Imlek;cuti bersama'].join('\n');
    const before = await databaseSnapshot(db, server.dataDir);
    const preview = await send('preview', file);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      year: 2027,
      rows: 3,
      created: 2,
      updated: 1,
      holidays: [
        { date: '2027-01-01', name: 'Tahun Baru 2027 Masehi', kind: 'national', change: 'changed' },
        { date: '2027-02-05', name: 'Cuti bersama Imlek', kind: 'cuti_bersama', change: 'new' },
        { date: '2027-02-06', name: 'Tahun Baru Imlek 2578 Kongzili', kind: 'national', change: 'new' },
      ],
      removed: [{ date: '2027-08-17', name: 'Hari Kemerdekaan', kind: 'national' }],
      problems: [],
    });
    expect(await databaseSnapshot(db, server.dataDir)).toEqual(before);

    const commit = await send('commit', file);
    expect(commit.body).toEqual({ message: 'Impor hari libur selesai: 2 baru, 1 diubah, 1 dihapus.', created: 2, updated: 1, removed: 1 });
    expect((await yearOf(2027)).map((day) => [day.date, day.kind])).toEqual([
      ['2027-01-01', 'national'],
      ['2027-02-05', 'cuti_bersama'],
      ['2027-02-06', 'national'],
      ['2027-12-31', 'company'],
    ]);
    const audit = (await get('/hr/audit?entity=holiday&entity_id=2027')).body[0];
    expect(audit).toMatchObject({ action: 'holiday.import', before: { removed: ['2027-08-17'] }, after: { created: 2, updated: 1, removed: 1 } });
    // The same file again changes nothing.
    expect((await send('preview', file)).body).toMatchObject({ created: 0, updated: 0, removed: [] });
  });

  it('names every problem by line and imports none of a file that has one', async () => {
    const file = ['date,name,kind', '2027-13-01,Tanggal Salah,', '2027-03-10,Nyepi,libur agama', '2027-03-10,Nyepi,', ',Tanpa Tanggal,', '2028-01-01,Tahun Baru 2028,'].join('\n');
    const preview = await send('preview', file);
    expect(preview.body.problems).toEqual([
      { line: 0, message: 'Berkas berisi lebih dari satu tahun (2027, 2028): impor satu tahun setiap kali.' },
      { line: 2, message: 'date bukan tanggal: tulis seperti 24/11/2026 atau 24 November 2026.' },
      { line: 3, message: 'kind harus Libur nasional, Cuti bersama atau Libur perusahaan.' },
      { line: 5, message: 'date wajib diisi.' },
    ]);
    const before = await databaseSnapshot(server.services.db, server.dataDir);
    const commit = await send('commit', file);
    expect([commit.status, commit.body.message]).toEqual([400, 'Tidak ada yang diimpor: 4 masalah. Perbaiki berkasnya lalu unggah lagi.']);
    expect(await databaseSnapshot(server.services.db, server.dataDir)).toEqual(before);
    expect((await send('preview', 'date,name\n2027-04-01,A\n2027-04-01,B')).body.problems).toEqual([{ line: 3, message: "Tanggal '2027-04-01' sudah ada di baris 2." }]);
  });

  it('reads an XLSX whose dates are date cells, and refuses anyone but HR and what is not a table', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Libur');
    sheet.addRow(['date', 'name', 'kind']);
    sheet.addRow([new Date(Date.UTC(2025, 11, 25)), 'Kelahiran Yesus Kristus', 'national']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect((await send('preview', bytes, XLSX)).body).toMatchObject({ year: 2025, rows: 1, holidays: [{ date: '2025-12-25', name: 'Kelahiran Yesus Kristus', kind: 'national' }], problems: [] });
    expect((await send('preview', 'date,name\n2027-04-02,Wafat Yesus Kristus', 'text/csv', 'demo')).status).toBe(403);
    expect((await send('preview', '{}', 'application/json')).body).toEqual({ message: 'Unggah berkas CSV atau XLSX.' });
  });

  it('takes the year’s cuti bersama on days the week would work from the Cuti quota, only when HR says so', async () => {
    const { db } = server.services;
    const quota = async (username: string) => (await get('/mobile-v2/izin/get-kuota-cuti?start_date=2026-12-01&end_date=2026-12-01', username)).body;
    const before = await quota('demo');
    expect(before.cuti_bersama).toBe(0);
    expect((await postJson(`${server.url}/hr/settings`, { ...SETTINGS, cuti_bersama_uses_quota: 1 }, { token: tokens.hr! })).status).toBe(200);
    // demo works Monday to Friday: all eight fall on his working days from 5 January; from 20 May on, 28 May and 24 December.
    await db.updateTable('employees').set({ start_date: '2026-01-05' }).where('username', '=', 'demo').execute();
    expect(await quota('demo')).toMatchObject({ cuti_bersama: 8, akhir_sisa_kuota: before.akhir_sisa_kuota - 8, terpakai: before.terpakai + 8 });
    await db.updateTable('employees').set({ start_date: '2026-05-20' }).where('username', '=', 'demo').execute();
    expect(await quota('demo')).toMatchObject({ cuti_bersama: 2, akhir_sisa_kuota: before.akhir_sisa_kuota - 2 });
    // A plant operator on a roster works on them: nothing taken.
    expect((await quota('dimas.saputro')).cuti_bersama).toBe(0);
    expect((await postJson(`${server.url}/hr/settings`, { ...SETTINGS, cuti_bersama_uses_quota: 0 }, { token: tokens.hr! })).status).toBe(200);
    expect(await quota('demo')).toMatchObject({ cuti_bersama: 0, akhir_sisa_kuota: before.akhir_sisa_kuota });
  });
});
