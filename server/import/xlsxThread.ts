import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../http/errors';
import { IMPORT_LIMITS } from './limits';
import { ImportRefused, type ImportProblem, type TableRecord } from './csvRows';

const require = createRequire(import.meta.url);

/**
 * The thread that reads an XLSX import (docs/import.md, "Limits"). First every part of the archive is inflated through
 * yauzl, which stops at the size each part declares, against caps on the parts' count and inflated sizes; then the
 * first sheet is read as a stream of rows (ExcelJS's WorkbookReader), up to the row limit, each cell as its text. A
 * number Excel keeps with more digits than it can hold exactly (16 or more) is a problem of its row: it was rounded.
 * Kept as source text so that the server bundle and the tests start it the same way.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Readable } = require('node:stream');
const yauzl = require(workerData.yauzl);
const ExcelJS = require(workerData.exceljs);
const limits = workerData.limits;
const refuse = (message, line = 0) => { throw Object.assign(new Error(message), { problems: [{ line, message }] }); };

function checkArchive(bytes) {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error) return reject(Object.assign(error, { unreadable: true }));
      let entries = 0;
      let total = 0;
      zip.on('error', (failure) => reject(Object.assign(failure, { unreadable: true })));
      zip.on('end', resolve);
      zip.on('entry', (entry) => {
        entries += 1;
        const isStrings = entry.fileName === 'xl/sharedStrings.xml';
        const cap = isStrings ? limits.sharedStringsBytes : entry.fileName.startsWith('xl/worksheets/') ? limits.sheetBytes : limits.otherPartBytes;
        if (entries > limits.parts) return reject(Object.assign(new Error('parts'), { problems: [{ line: 0, message: limits.messages.parts }] }));
        if (entry.uncompressedSize > cap || total + entry.uncompressedSize > limits.totalBytes) {
          return reject(Object.assign(new Error('size'), { problems: [{ line: 0, message: isStrings ? limits.messages.strings : limits.messages.size }] }));
        }
        total += entry.uncompressedSize;
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (opened, stream) => {
          if (opened) return reject(Object.assign(opened, { unreadable: true }));
          stream.on('data', () => {});
          stream.on('error', (failure) => reject(Object.assign(failure, { unreadable: true })));
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
}

async function readRows(bytes) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'ignore' });
  const header = [];
  const records = [];
  const problems = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      if (row.number === 1) {
        row.eachCell({ includeEmpty: true }, (cell, column) => (header[column] = cell.text.trim().toLowerCase()));
        continue;
      }
      const record = {};
      header.forEach((name, column) => {
        if (!name) return;
        const cell = row.getCell(column);
        const text = cell.text.trim();
        if (text.length > limits.cellCharacters) refuse(limits.messages.cell.replace('{kolom}', name), row.number);
        if (typeof cell.value === 'number' && Math.abs(cell.value) >= 1e15) problems.push({ line: row.number, message: limits.messages.rounded.replace('{kolom}', name) });
        record[name] = text;
      });
      if (Object.values(record).some((value) => value !== '')) {
        if (records.length === limits.rows) refuse(limits.messages.rows);
        records.push({ line: row.number, record });
      }
    }
    break;
  }
  if (header.length === 0) refuse(limits.messages.noSheet);
  return { records, problems };
}

parentPort.once('message', async (bytes) => {
  try {
    await checkArchive(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    parentPort.postMessage({ answer: await readRows(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) });
  } catch (error) {
    parentPort.postMessage({ problems: error.problems ?? [{ line: 0, message: limits.messages.unreadable }] });
  }
});
`;

/** One XLSX read at a time in the whole process: a second waits for no one, it is asked to come back. */
let reading = false;

/**
 * The records of an XLSX workbook's first sheet (row 1 names the columns; a problem names the sheet's row), read on a
 * thread of its own with a heap cap and a time limit, so that a hostile file costs other users nothing but the
 * thread's bounded share. Refused (ImportRefused) past any limit.
 */
export async function xlsxRecords(bytes: Buffer): Promise<TableRecord[]> {
  if (reading) throw new ApiError(503, IMPORT_LIMITS.messages.busy, { 'Retry-After': '5' });
  reading = true;
  try {
    const { records, problems } = await readOnThread(bytes);
    if (problems.length > 0) throw new ImportRefused(problems);
    return records;
  } finally {
    reading = false;
  }
}

function readOnThread(bytes: Buffer): Promise<{ records: TableRecord[]; problems: ImportProblem[] }> {
  const worker = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: {
      yauzl: require.resolve('yauzl'),
      exceljs: require.resolve('exceljs'),
      limits: IMPORT_LIMITS,
    },
    resourceLimits: { maxOldGenerationSizeMb: IMPORT_LIMITS.threadHeapMb, maxYoungGenerationSizeMb: 16 },
  });
  worker.postMessage(bytes);
  return new Promise((resolve, reject) => {
    const stop = (error: Error) => {
      clearTimeout(timer);
      void worker.terminate();
      reject(error);
    };
    const timer = setTimeout(() => stop(new ImportRefused([{ line: 0, message: IMPORT_LIMITS.messages.slow }])), IMPORT_LIMITS.readMs);
    worker.once('message', (message: { answer?: { records: TableRecord[]; problems: ImportProblem[] }; problems?: ImportProblem[] }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (message.answer) resolve(message.answer);
      else reject(new ImportRefused(message.problems!));
    });
    worker.once('error', (error: Error & { code?: string }) =>
      stop(new ImportRefused([{ line: 0, message: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? IMPORT_LIMITS.messages.size : IMPORT_LIMITS.messages.unreadable }])),
    );
  });
}
