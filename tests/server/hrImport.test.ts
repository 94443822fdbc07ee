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
});
