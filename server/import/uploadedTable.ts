import type { Context } from 'hono';
import { HR_MESSAGES } from '../../src/domain/roles';
import { mediaType, readRawBody } from '../http/body';
import { ApiError } from '../http/errors';
import { csvRecords, type TableRecord } from './csvRows';
import { xlsxRecords } from './xlsxThread';

const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The content types an import's raw body may have (docs/import.md). */
export const IMPORT_TYPES = ['text/csv', XLSX_TYPE];
/** Every XLSX is a ZIP archive. */
const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/** The body's type, checked before a byte is read: only CSV or XLSX. */
export function importType(c: Context): string {
  const type = mediaType(c);
  if (![...CSV_TYPES, XLSX_TYPE].includes(type)) throw new ApiError(415, HR_MESSAGES.importFileType);
  return type;
}

/** The raw body (at most 5 MB) read as a table: CSV or XLSX by its content type, and the bytes must be what the type says. */
export async function uploadedTable(c: Context, type: string): Promise<TableRecord[]> {
  const bytes = await readRawBody(c, IMPORT_MAX_BYTES);
  if (type === XLSX_TYPE && isZip(bytes)) return xlsxRecords(bytes);
  if (CSV_TYPES.includes(type) && !isZip(bytes)) return csvRecords(bytes);
  throw new ApiError(415, HR_MESSAGES.importFileType);
}
