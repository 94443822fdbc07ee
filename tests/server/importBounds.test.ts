/**
 * The import, bounded (issue 46): limits on what a file unpacks to, not only on its bytes, with generated files — an
 * inflated sheet, a shared-strings bomb, 100,000 rows, an 18-digit number, Latin-1 and UTF-16 text. The limits and
 * messages are docs/import.md's ("Limits"). The server runs as `npm start` runs it, so that its memory is its own.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, logInAs } from '../support/http';
import { type ServerProcess, startServerProcess } from '../support/serverProcess';
import { databaseKind } from '../support/testServer';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['username', 'name', 'nup', 'position', 'level'];
const MB = 1024 * 1024;
/** The ceiling for the whole server process while a hostile file is refused. */
const MAX_SERVER_MB = 400;

/** /proc's figures of a process, in MB: resident now, and the highest it has been. */
const memoryMb = (pid: number, field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Pegawai');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer);
}

/** A small valid workbook whose part `name` is replaced by `xml`: a few hundred KB that unpack to many MB. */
async function withPart(name: string, xml: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await workbook([['nina.putri', 'Nina Putri', '20011231099', 'Staf', 3]]));
  zip.file(name, xml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

describe.runIf(databaseKind === 'sqlite' && process.platform === 'linux')('the import, bounded', () => {
  let dataDir: string;
  let server: ServerProcess;
  let hrToken: string;
  const send = (body: Buffer, type: string) =>
    call(`${server.url}/hr/employees/import?mode=preview`, { method: 'POST', headers: { token: hrToken, 'content-type': type }, body: new Uint8Array(body) });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'absensi-import-'));
    server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: '1' });
    hrToken = await logInAs(server.url, 'hr');
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses an inflated sheet and a shared-strings bomb while everyone else keeps getting answers, within its memory', async () => {
    const sheetBomb = await withPart('xl/worksheets/sheet1.xml', `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${' '.repeat(64 * MB)}</sheetData></worksheet>`);
    const strings = Array.from({ length: 400_000 }, (_, index) => `<si><t>nama-pegawai-${index}-${'x'.repeat(24)}</t></si>`).join('');
    const stringsBomb = await withPart('xl/sharedStrings.xml', `<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="400000" uniqueCount="400000">${strings}</sst>`);
    expect(sheetBomb.length).toBeLessThan(MB);
    expect(stringsBomb.length).toBeLessThan(5 * MB);

    const employee = await logInAs(server.url, 'demo');
    const latencies: number[] = [];
    let hostile = true;
    const others = (async () => {
      // Another user's calls, one after another, for as long as the hostile files are being refused (at least 200).
      while (hostile || latencies.length < 200) {
        const started = performance.now();
        const answer = await call(`${server.url}/mobile-v2/absent-information`, { headers: { token: employee } });
        expect(answer.status).toBe(200);
        latencies.push(performance.now() - started);
      }
    })();
    const sheetAnswer = await send(sheetBomb, XLSX);
    const stringsAnswer = await send(stringsBomb, XLSX);
    hostile = false;
    await others;

    expect(sheetAnswer.body.problems).toEqual([{ line: 0, message: 'Isi berkas XLSX terlalu besar setelah dibuka (lebih dari 24 MB). Bagi menjadi beberapa berkas.' }]);
    expect(stringsAnswer.body.problems).toEqual([{ line: 0, message: 'Teks dalam berkas XLSX terlalu besar setelah dibuka (lebih dari 8 MB). Bagi menjadi beberapa berkas.' }]);
    expect(memoryMb(server.child.pid!, 'VmHWM')).toBeLessThan(MAX_SERVER_MB);
    const sorted = [...latencies].sort((a, b) => a - b);
    // A figure for docs/import.md, not a test of speed (timings are the bench's).
    console.info(`import bounds: ${latencies.length} calls of another user, p99 ${sorted[Math.floor(sorted.length * 0.99)]!.toFixed(0)} ms; server peak ${memoryMb(server.child.pid!, 'VmHWM').toFixed(0)} MB`);
  });

  it('refuses a file past 10,000 rows, as CSV and as XLSX', async () => {
    const csv = [HEADER.join(','), ...Array.from({ length: 100_000 }, (_, index) => `pegawai.${index},Pegawai ${index},${30_000_000_000 + index},Staf,3`)].join('\n');
    expect((await send(Buffer.from(csv), 'text/csv')).body.problems).toEqual([{ line: 0, message: 'Berkas berisi lebih dari 10.000 baris data. Bagi menjadi beberapa berkas.' }]);
    const rows = Array.from({ length: 10_001 }, (_, index) => [`pegawai.${index}`, `Pegawai ${index}`, `${30_000_000_000 + index}`, 'Staf', 3]);
    expect((await send(await workbook(rows), XLSX)).body.problems).toEqual([{ line: 0, message: 'Berkas berisi lebih dari 10.000 baris data. Bagi menjadi beberapa berkas.' }]);
  });

  it('refuses an 18-digit number Excel has rounded, naming its row, and keeps one typed as text', async () => {
    const file = await workbook([
      ['nip.angka', 'NIP Angka', 198507152010011001, 'Staf', 3],
      ['nip.teks', 'NIP Teks', '198507152010011001', 'Staf', 3],
      ['nup.biasa', 'NUP Biasa', 19930715099, 'Staf', 3],
    ]);
    const answer = await send(file, XLSX);
    expect(answer.body.problems).toEqual([
      { line: 2, message: "kolom 'nup' berisi angka lebih dari 15 digit yang sudah dibulatkan Excel: ketik NUP sebagai teks (awali dengan tanda petik ') lalu simpan ulang." },
    ]);
  });

  it('refuses a CSV that is not UTF-8, naming its encoding, rather than storing it garbled', async () => {
    const text = `${HEADER.join(',')}\njose.nanez,José Ñañez,30000000101,Staf,3\n`;
    const latin1 = await send(Buffer.from(text, 'latin1'), 'text/csv');
    expect(latin1.body.problems).toEqual([{ line: 0, message: expect.stringContaining('bukan UTF-8 (tampaknya Windows-1252/Latin-1') }]);
    const utf16 = await send(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]), 'text/csv');
    expect(utf16.body.problems).toEqual([{ line: 0, message: "Berkas CSV ini berkode UTF-16. Simpan ulang sebagai 'CSV UTF-8 (dipisahkan koma)' lalu unggah lagi." }]);
    const utf8 = await send(Buffer.from(text, 'utf8'), 'text/csv');
    expect(utf8.body).toMatchObject({ rows: 1, created: 1, problems: [] });
  });
});
