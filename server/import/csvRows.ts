import { readFile } from 'node:fs/promises';
import { CsvError, parse } from 'csv-parse/sync';
import * as v from 'valibot';
import { forTerminal, INVALID_CELL } from '../text';

/** A problem in an import file, with the line it is on (1 = the header). */
export interface ImportProblem {
  line: number;
  message: string;
}

/** Every problem on a line of its own; what a message quotes from the file cannot act on HR's terminal. */
export class ImportRefused extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(problems.map((p) => forTerminal(p.line > 0 ? `baris ${p.line}: ${p.message}` : p.message, { oneLine: true })).join('\n'));
  }
}

export interface Row<T> {
  line: number;
  value: T;
}

const MAX_FILE_BYTES = 20 * 1024 * 1024;
const CONTROL_CHARACTERS = 'berisi karakter kendali atau pengatur arah teks yang tidak diizinkan.';

/**
 * Reads a CSV file with a header row naming its columns (any order, comma or semicolon) and validates every row
 * with `schema`: the rows that hold, and a problem for every one that does not. A file that cannot be read as
 * such a table is refused at once (ImportRefused).
 */
export async function readCsvRows<S extends v.GenericSchema>(
  file: string,
  schema: S,
  columns: { required: readonly string[]; optional: readonly string[] },
): Promise<{ rows: Row<v.InferOutput<S>>[]; problems: ImportProblem[] }> {
  const bytes = await readFile(file).catch(() => {
    throw new ImportRefused([{ line: 0, message: `Berkas '${file}' tidak dapat dibaca.` }]);
  });
  if (bytes.length > MAX_FILE_BYTES) throw new ImportRefused([{ line: 0, message: 'Berkas lebih dari 20 MB.' }]);
  const text = bytes.toString('utf8');
  const delimiter = (text.split('\n', 1)[0] ?? '').includes(';') ? ';' : ',';
  let records: { record: Record<string, string>; info: { lines: number; empty_lines: number } }[];
  try {
    records = parse(text, { columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), delimiter, bom: true, trim: true, skip_empty_lines: true, info: true });
  } catch (error) {
    const line = error instanceof CsvError ? Number((error as unknown as { lines?: number }).lines ?? 0) : 0;
    throw new ImportRefused([{ line, message: `CSV tidak dapat dibaca: ${(error as Error).message}` }]);
  }
  const header = Object.keys(records[0]?.record ?? {});
  const problems: ImportProblem[] = [];
  const known = new Set([...columns.required, ...columns.optional]);
  for (const name of header.filter((h) => !known.has(h))) problems.push({ line: 1, message: `kolom tidak dikenal: '${name}'.` });
  for (const name of header.filter((h) => INVALID_CELL.test(h))) problems.push({ line: 1, message: `nama kolom '${name}' ${CONTROL_CHARACTERS}` });
  if (records.length === 0) problems.push({ line: 0, message: 'Berkas tidak berisi baris data.' });
  else for (const name of columns.required.filter((c) => !header.includes(c))) problems.push({ line: 1, message: `kolom '${name}' wajib ada.` });
  if (problems.length > 0) throw new ImportRefused(problems);

  const rows: Row<v.InferOutput<S>>[] = [];
  // csv-parse tells the line a record ends on; a problem names the line it starts on (a quoted cell may span lines).
  let previous = { lines: 1, empty_lines: 0 };
  for (const { record, info } of records) {
    const line = previous.lines + (info.empty_lines - previous.empty_lines) + 1;
    previous = info;
    const unreadable = Object.entries(record).filter(([, value]) => INVALID_CELL.test(value));
    if (unreadable.length > 0) {
      for (const [column] of unreadable) problems.push({ line, message: `kolom '${column}' ${CONTROL_CHARACTERS}` });
      continue;
    }
    const result = v.safeParse(schema, record);
    if (result.success) rows.push({ line, value: result.output });
    else for (const issue of result.issues) problems.push({ line, message: issue.message });
  }
  return { rows, problems };
}

/** Refuses the whole import when anything at all was wrong, listing every problem in line order. */
export function refuseIfAny(problems: ImportProblem[]): void {
  if (problems.length > 0) throw new ImportRefused([...problems].sort((a, b) => a.line - b.line));
}

/** A problem for every row whose key already stood on an earlier line. */
export function duplicates<T>(rows: Row<T>[], keyOf: (value: T) => string, label: string): ImportProblem[] {
  const firstLine = new Map<string, number>();
  const problems: ImportProblem[] = [];
  for (const row of rows) {
    const key = keyOf(row.value);
    const first = firstLine.get(key);
    if (first === undefined) firstLine.set(key, row.line);
    else problems.push({ line: row.line, message: `${label} '${key}' sudah ada di baris ${first}.` });
  }
  return problems;
}
