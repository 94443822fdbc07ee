import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import type { ImportProblem, TableRecord } from './csvRows';
import { forColumn, IMPORT_LIMITS } from './limits';

/** What the thread answers: the sheet's records and the problems of its rows, or the problems that refuse the file. */
export type XlsxAnswer = { records: TableRecord[]; problems: ImportProblem[] } | { refused: ImportProblem[] };

class Refusal extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(problems[0]?.message);
  }
}

const refusal = (message: string, line = 0) => new Refusal([{ line, message }]);

/**
 * Every part of the archive inflated through yauzl, which stops at the size each part declares, against caps on the
 * parts' count and inflated sizes (docs/import.md, "Limits").
 */
function checkArchive(bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error) return reject(error);
      let entries = 0;
      let total = 0;
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        const isStrings = entry.fileName === 'xl/sharedStrings.xml';
        const cap = isStrings ? IMPORT_LIMITS.sharedStringsBytes : entry.fileName.startsWith('xl/worksheets/') ? IMPORT_LIMITS.sheetBytes : IMPORT_LIMITS.otherPartBytes;
        if (entries > IMPORT_LIMITS.parts) return reject(refusal(IMPORT_LIMITS.messages.parts));
        if (entry.uncompressedSize > cap || total + entry.uncompressedSize > IMPORT_LIMITS.totalBytes) {
          return reject(refusal(isStrings ? IMPORT_LIMITS.messages.strings : IMPORT_LIMITS.messages.size));
        }
        total += entry.uncompressedSize;
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (opened, stream) => {
          if (opened) return reject(opened);
          stream.on('data', () => {});
          stream.on('error', reject);
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
}

/**
 * The first sheet read as a stream of rows (ExcelJS's WorkbookReader), up to the row limit, each cell as its text. A
 * number Excel keeps with more digits than it can hold exactly (16 or more) is a problem of its row: it was rounded.
 */
async function readRows(bytes: Buffer): Promise<{ records: TableRecord[]; problems: ImportProblem[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'ignore' });
  const header: string[] = [];
  const records: TableRecord[] = [];
  const problems: ImportProblem[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      if (row.number === 1) {
        row.eachCell({ includeEmpty: true }, (cell, column) => (header[column] = cell.text.trim().toLowerCase()));
        continue;
      }
      const record: Record<string, string> = {};
      header.forEach((name, column) => {
        if (!name) return;
        const cell = row.getCell(column);
        const text = cell.text.trim();
        if (text.length > IMPORT_LIMITS.cellCharacters) throw refusal(forColumn(IMPORT_LIMITS.messages.cell, name), row.number);
        if (typeof cell.value === 'number' && Math.abs(cell.value) >= 1e15) problems.push({ line: row.number, message: forColumn(IMPORT_LIMITS.messages.rounded, name) });
        record[name] = text;
      });
      if (Object.values(record).some((value) => value !== '')) {
        if (records.length === IMPORT_LIMITS.rows) throw refusal(IMPORT_LIMITS.messages.rows);
        records.push({ line: row.number, record });
      }
    }
    break;
  }
  if (header.length === 0) throw refusal(IMPORT_LIMITS.messages.noSheet);
  return { records, problems };
}

/** The import's XLSX thread (server/import/xlsxThread.ts): the archive checked, then its first sheet read. */
export default async function readWorkbook(bytes: Uint8Array): Promise<XlsxAnswer> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    await checkArchive(buffer);
    return await readRows(buffer);
  } catch (error) {
    return { refused: error instanceof Refusal ? error.problems : [{ line: 0, message: IMPORT_LIMITS.messages.unreadable }] };
  }
}
