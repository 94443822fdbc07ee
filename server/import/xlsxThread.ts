import { ApiError } from '../http/errors';
import { threadModule, threadPool } from '../threads/threadPool';
import { ImportRefused, type TableRecord } from './csvRows';
import { IMPORT_LIMITS } from './limits';
import type { XlsxAnswer } from './xlsx.worker';

/**
 * The thread that reads an XLSX import (server/import/xlsx.worker.ts; docs/import.md, "Limits"), with a heap cap,
 * ended once idle so that the next file starts on an empty heap.
 */
const pool = threadPool({
  filename: threadModule('import/xlsx.worker'),
  maxThreads: 1,
  idleTimeout: 0,
  resourceLimits: { maxOldGenerationSizeMb: IMPORT_LIMITS.threadHeapMb, maxYoungGenerationSizeMb: 16 },
});

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
    const answer = await readOnThread(bytes);
    if ('refused' in answer) throw new ImportRefused(answer.refused);
    if (answer.problems.length > 0) throw new ImportRefused(answer.problems);
    return answer.records;
  } finally {
    reading = false;
  }
}

async function readOnThread(bytes: Buffer): Promise<XlsxAnswer> {
  const copy = new Uint8Array(bytes);
  try {
    return (await pool.run(copy, { transferList: [copy.buffer], signal: AbortSignal.timeout(IMPORT_LIMITS.readMs) })) as XlsxAnswer;
  } catch (error) {
    const { name, code } = error as Error & { code?: string };
    const message = name === 'AbortError' ? IMPORT_LIMITS.messages.slow : code === 'ERR_WORKER_OUT_OF_MEMORY' ? IMPORT_LIMITS.messages.size : IMPORT_LIMITS.messages.unreadable;
    return { refused: [{ line: 0, message }] };
  }
}
