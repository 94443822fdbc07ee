/**
 * The console's employee import (issue 39): CSV and XLSX, a preview that names every problem's row and column
 * before anything is written, then all rows or none, audited. Messages are the import's documented ones
 * (docs/import.md); rows are counted from the files below.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, logInAs } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

const HEADER = 'username,name,nup,position,level,office,department,supervisor';
const GOOD_ROW = 'rina.baru,Rina Baru,IMP-001,Staf Pelayanan,3,IPA Kaligarang,Bagian Produksi,kasi.ipa';
const BAD_ROW = 'tono.baru,Tono Baru,IMP-002,Operator,12,IPA Kaligarang,Bagian Produksi,kasi.ipa';
const FIXED_ROW = 'tono.baru,Tono Baru,IMP-002,Operator,2,IPA Kaligarang,Bagian Produksi,kasi.ipa';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe(`the console's employee import (${databaseKind})`, () => {
  let server: TestServer;
  let hrToken: string;
  const send = (mode: string, body: string | Uint8Array<ArrayBuffer>, type = 'text/csv') =>
    call(`${server.url}/hr/employees/import?mode=${mode}`, { method: 'POST', headers: { token: hrToken, 'content-type': type }, body });
  const countOf = async (username: string) => (await server.services.db.selectFrom('employees').select('id').where('username', '=', username).execute()).length;

  beforeAll(async () => {
    server = await startTestServer();
    hrToken = await logInAs(server.url, 'hr');
  });
  afterAll(() => server.close());

  it('previews a CSV with a bad row, naming its row and column, and refuses to commit it', async () => {
    const file = [HEADER, GOOD_ROW, BAD_ROW].join('\n');
    const preview = await send('preview', file);
    expect(preview.body).toEqual({ rows: 1, created: 1, updated: 0, problems: [{ line: 3, message: 'level harus antara 1 dan 10.' }], data_rows: 2, problem_rows: 1 });
    const commit = await send('commit', file);
    expect(commit.status).toBe(400);
    expect(commit.body).toEqual({ message: 'Tidak ada yang diimpor: 1 masalah. Perbaiki berkasnya lalu unggah lagi.', problems: [{ line: 3, message: 'level harus antara 1 dan 10.' }] });
    expect(await countOf('rina.baru')).toBe(0);
  });

  it('imports the fixed file, all rows, with passwords shown once, audited', async () => {
    const file = [HEADER, GOOD_ROW, FIXED_ROW].join('\n');
    expect((await send('preview', file)).body).toEqual({ rows: 2, created: 2, updated: 0, problems: [], data_rows: 2, problem_rows: 0 });
    const commit = await send('commit', file);
    expect(commit.body).toMatchObject({ message: 'Impor pegawai selesai: 2 baru, 0 diperbarui.', created: 2, updated: 0 });
    expect(commit.body.passwords.map((entry: { username: string }) => entry.username)).toEqual(['rina.baru', 'tono.baru']);
    expect(await logInAs(server.url, 'tono.baru', commit.body.passwords[1].password)).toBeTruthy();
    const audit = (await call(`${server.url}/hr/audit?entity=import`, { headers: { token: hrToken } })).body;
    expect(audit[0]).toMatchObject({ action: 'employee.import', actor: { name: 'Fitri Handayani, S.Psi.' }, after: { usernames: ['rina.baru', 'tono.baru'] } });
  });

  it('reads XLSX the same way: a problem names the sheet row, then an update', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Pegawai');
    sheet.addRow(HEADER.split(','));
    sheet.addRow(['rina.baru', 'Rina Baru', 'IMP-001', 'Koordinator Pelayanan', 4, 'IPA Kaligarang', 'Bagian Produksi', 'kasi.ipa']);
    sheet.addRow(['tono.baru', 'Tono Baru', 'IMP-002', 'Operator', 2, 'Kantor Cabang Fiktif', 'Bagian Produksi', 'kasi.ipa']);
    const bad = new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    expect((await send('preview', bad, XLSX)).body).toEqual({ rows: 2, created: 0, updated: 2, problems: [{ line: 3, message: "kantor 'Kantor Cabang Fiktif' tidak ditemukan (impor kantor dulu)." }], data_rows: 2, problem_rows: 1 });
    sheet.getRow(3).getCell(6).value = 'IPA Kaligarang';
    const good = new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    expect((await send('commit', good, XLSX)).body).toMatchObject({ created: 0, updated: 2, passwords: [] });
    const rina = await server.services.db.selectFrom('employees').select(['position', 'position_level']).where('username', '=', 'rina.baru').executeTakeFirstOrThrow();
    expect(rina).toEqual({ position: 'Koordinator Pelayanan', position_level: 4 });
  });

  it('refuses a file that is not what its type says (415), and a large one (413)', async () => {
    expect((await send('preview', 'username,name\n', XLSX)).status).toBe(415);
    expect((await send('preview', 'x', 'application/pdf')).status).toBe(415);
    expect((await send('preview', `${HEADER}\n${'x'.repeat(5 * 1024 * 1024)}`)).status).toBe(413);
  });
  // Issue 51: "a template to download (XLSX and CSV) with Indonesian column names (the English ones still accepted)".
  const TEMPLATE_HEADER = [
    'username', 'nama', 'nup', 'jabatan', 'level_jabatan', 'password', 'kantor', 'bagian', 'sub_bagian', 'atasan', 'jadwal', 'tanggal_mulai', 'tanggal_berhenti',
    'tempat_lahir', 'tanggal_lahir', 'kontak', 'alamat', 'status_pernikahan', 'golongan_darah', 'agama', 'pendidikan_terakhir', 'tanggal_masuk', 'golongan', 'tmt_golongan', 'anak_tanggungan',
  ];

  it('offers a template in Indonesian, as a workbook with its notes and as a CSV, to HR only', async () => {
    const xlsx = await fetch(`${server.url}/hr/employees/import/template`, { headers: { token: hrToken } });
    expect([xlsx.status, xlsx.headers.get('content-type'), xlsx.headers.get('content-disposition')]).toEqual([200, XLSX, 'attachment; filename="templat-impor-pegawai.xlsx"']);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Pegawai', 'Petunjuk']);
    expect((workbook.getWorksheet('Pegawai')!.getRow(1).values as unknown[]).slice(1)).toEqual(TEMPLATE_HEADER);
    expect(workbook.getWorksheet('Pegawai')!.rowCount).toBe(1);
    const notes = workbook.getWorksheet('Petunjuk')!;
    expect((notes.getRow(2).values as unknown[]).slice(1, 3)).toEqual(['username', 'Ya']);
    expect((notes.getRow(7).values as unknown[]).slice(1, 3)).toEqual(['password', 'Tidak']);

    const csv = await call(`${server.url}/hr/employees/import/template?format=csv`, { headers: { token: hrToken } });
    expect([csv.status, csv.headers.get('content-disposition')]).toEqual([200, 'attachment; filename="templat-impor-pegawai.csv"']);
    expect(String(csv.body).replace(/^\uFEFF/, '').trim()).toBe(TEMPLATE_HEADER.join(','));
    expect((await call(`${server.url}/hr/employees/import/template?format=pdf`, { headers: { token: hrToken } })).status).toBe(400);
    expect((await call(`${server.url}/hr/employees/import/template`, { headers: { token: await logInAs(server.url, 'demo') } })).status).toBe(403);
  });

  it('reads the Indonesian columns as the English ones (any case, spaces for underscores), and names a problem by the column as the file does', async () => {
    const header = 'username,nama,nup,jabatan,level_jabatan,kantor,bagian,atasan,Tanggal Mulai';
    const file = [header, 'sari.baru,Sari Baru,IMP-101,Staf Pelayanan,3,IPA Kaligarang,Bagian Produksi,kasi.ipa,12 bulan 2026'].join('\n');
    expect((await send('preview', file)).body.problems).toEqual([{ line: 2, message: 'tanggal mulai bukan tanggal: tulis seperti 24/11/2026 atau 24 November 2026.' }]);
    const fixed = [header, 'sari.baru,Sari Baru,IMP-101,Staf Pelayanan,3,IPA Kaligarang,Bagian Produksi,kasi.ipa,1 Desember 2026'].join('\n');
    expect((await send('commit', fixed)).body).toMatchObject({ created: 1, updated: 0 });
    const sari = await server.services.db.selectFrom('employees').select(['name', 'position_level', 'start_date']).where('username', '=', 'sari.baru').executeTakeFirstOrThrow();
    expect(sari).toEqual({ name: 'Sari Baru', position_level: 3, start_date: '2026-12-01' });
  });
});
