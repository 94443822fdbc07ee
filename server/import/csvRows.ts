import { readFile } from 'node:fs/promises';
import { CsvError, parse } from 'csv-parse/sync';
import * as v from 'valibot';
import { forTerminal, INVALID_CELL } from '../text';
import { forColumn, IMPORT_LIMITS } from './limits';

/** A problem in an import file, with the line it is on (1 = the header). */
export interface ImportProblem {
  line: number;
  message: string;
}

/** Every problem on a line of its own; what a message quotes from the file cannot act on HR's terminal. */
export class ImportRefused extends Error {
  constructor(
    readonly problems: ImportProblem[],
    /** The rows refused for the importer's rights, with the employee each names (audited as refusals). */
    readonly refusedForRights: (ImportProblem & { targetId: number })[] = [],
  ) {
    super(problems.map((p) => forTerminal(p.line > 0 ? `baris ${p.line}: ${p.message}` : p.message, { oneLine: true })).join('\n'));
  }
}

export interface Row<T> {
  line: number;
  value: T;
}

const MAX_FILE_BYTES = 20 * 1024 * 1024;
const CONTROL_CHARACTERS = 'berisi karakter kendali atau pengatur arah teks yang tidak diizinkan.';

/** One data row of an import table, by its header's column names, with the line (or sheet row) it starts on. */
export interface TableRecord {
  line: number;
  record: Record<string, string>;
}

const headerName = (name: string) => name.trim().toLowerCase();

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const isUtf16 = (bytes: Buffer) => bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));

/** The file's text, when it is UTF-8; any other encoding is refused by name rather than stored garbled. */
function utf8Text(bytes: Buffer): string {
  if (isUtf16(bytes)) throw new ImportRefused([{ line: 0, message: IMPORT_LIMITS.messages.utf16 }]);
  try {
    return UTF8.decode(bytes);
  } catch {
    throw new ImportRefused([{ line: 0, message: IMPORT_LIMITS.messages.notUtf8 }]);
  }
}

/** The records of a CSV table (comma or semicolon, UTF-8 with or without a byte order mark), at most IMPORT_LIMITS.rows. */
export function csvRecords(bytes: Buffer): TableRecord[] {
  const text = utf8Text(bytes);
  const delimiter = (text.split('\n', 1)[0] ?? '').includes(';') ? ';' : ',';
  let records: { record: Record<string, string>; info: { lines: number; empty_lines: number } }[];
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map(headerName),
      delimiter,
      bom: true,
      trim: true,
      skip_empty_lines: true,
      info: true,
      to: IMPORT_LIMITS.rows + 1,
      max_record_size: IMPORT_LIMITS.cellCharacters * 64,
    });
  } catch (error) {
    const line = error instanceof CsvError ? Number((error as unknown as { lines?: number }).lines ?? 0) : 0;
    throw new ImportRefused([{ line, message: `CSV tidak dapat dibaca: ${(error as Error).message}` }]);
  }
  if (records.length > IMPORT_LIMITS.rows) throw new ImportRefused([{ line: 0, message: IMPORT_LIMITS.messages.rows }]);
  // csv-parse tells the line a record ends on; a problem names the line it starts on (a quoted cell may span lines).
  let previous = { lines: 1, empty_lines: 0 };
  return records.map(({ record, info }) => {
    const line = previous.lines + (info.empty_lines - previous.empty_lines) + 1;
    previous = info;
    return { line, record };
  });
}

/** The columns a table may have, and other names it may give them (an Indonesian header for an English column). */
export interface TableColumns {
  required: readonly string[];
  optional: readonly string[];
  aliases?: Readonly<Record<string, string>>;
  /** false: messages keep the columns' own names (the holiday import's "date bukan tanggal", not "tanggal bukan tanggal"). */
  wordsInFile?: false;
}

/** A header's word for the alias table: case, spaces and underscores do not matter ('Tanggal Mulai' = 'tanggal_mulai'). */
const aliasKey = (name: string) => name.trim().toLowerCase().replace(/[\s_]+/g, '_');

/**
 * The records under the columns' own names, and `say`, which words problems with the file's names for its columns. A
 * column given twice (by its name and an alias) is a problem of the header.
 */
export function fileColumns(records: TableRecord[], columns: TableColumns) {
  const header = Object.keys(records[0]?.record ?? {});
  const named = new Map(header.map((name) => [name, columns.aliases?.[aliasKey(name)] ?? name]));
  const asInFile = new Map<string, string>();
  const problems: ImportProblem[] = [];
  for (const [inFile, column] of named) {
    const earlier = asInFile.get(column);
    if (earlier !== undefined) problems.push({ line: 1, message: `kolom '${earlier}' dan '${inFile}' sama; pakai salah satu.` });
    else asInFile.set(column, inFile);
  }
  const renamed = [...named].some(([inFile, column]) => inFile !== column);
  const reworded = renamed && columns.wordsInFile !== false;
  // A name the file itself uses is its own word already (the columns of a header that gives one twice).
  const inFile = (column: string) => (asInFile.has(column) && !named.has(column) ? asInFile.get(column)! : column);
  // Rules name a column quoted ("kolom 'password'") or as the message's first word ("level harus antara 1 dan 10.").
  const word = (message: string) => message.replace(/'([a-z_]+)'/g, (_, column: string) => `'${inFile(column)}'`).replace(/^[a-z_]+(?=[ :])/, inFile);
  return {
    /** Renamed when read: a caller that wants only `say` does not copy every row. */
    get records() {
      return renamed ? records.map(({ line, record }) => ({ line, record: Object.fromEntries(Object.entries(record).map(([name, value]) => [named.get(name)!, value])) })) : records;
    },
    problems,
    say: <P extends ImportProblem>(said: P[]): P[] => (reworded ? said.map((problem) => ({ ...problem, message: word(problem.message) })) : said),
  };
}

/** The same refusal, its problems worded by `say`. */
export const saidWith = (error: unknown, say: ReturnType<typeof fileColumns>['say']) =>
  error instanceof ImportRefused ? new ImportRefused(say(error.problems), say(error.refusedForRights)) : error;

/**
 * Validates a table's records against the columns an import knows and `schema`: the rows that hold, and a problem
 * for every one that does not. A table that cannot be read as such is refused at once (ImportRefused).
 */
export function validateRecords<S extends v.GenericSchema>(
  table: TableRecord[],
  schema: S,
  columns: TableColumns,
): { rows: Row<v.InferOutput<S>>[]; problems: ImportProblem[] } {
  const file = fileColumns(table, columns);
  try {
    const checked = validateNamedRecords(file.records, schema, columns, file.problems);
    return { rows: checked.rows, problems: file.say(checked.problems) };
  } catch (error) {
    throw saidWith(error, file.say);
  }
}

function validateNamedRecords<S extends v.GenericSchema>(
  records: TableRecord[],
  schema: S,
  columns: TableColumns,
  problems: ImportProblem[],
): { rows: Row<v.InferOutput<S>>[]; problems: ImportProblem[] } {
  const header = Object.keys(records[0]?.record ?? {});
  const known = new Set([...columns.required, ...columns.optional]);
  for (const name of header.filter((h) => !known.has(h))) problems.push({ line: 1, message: `kolom tidak dikenal: '${name}'.` });
  for (const name of header.filter((h) => INVALID_CELL.test(h))) problems.push({ line: 1, message: `nama kolom '${name}' ${CONTROL_CHARACTERS}` });
  if (records.length === 0) problems.push({ line: 0, message: 'Berkas tidak berisi baris data.' });
  else for (const name of columns.required.filter((c) => !header.includes(c))) problems.push({ line: 1, message: `kolom '${name}' wajib ada.` });
  if (problems.length > 0) throw new ImportRefused(problems);

  const rows: Row<v.InferOutput<S>>[] = [];
  for (const { line, record } of records) {
    const long = Object.entries(record).filter(([, value]) => value.length > IMPORT_LIMITS.cellCharacters);
    for (const [column] of long) problems.push({ line, message: forColumn(IMPORT_LIMITS.messages.cell, column) });
    if (long.length > 0) continue;
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

/** The records of a CSV file of the admin command (at most 20 MB). */
export async function readCsvRecords(file: string): Promise<TableRecord[]> {
  const bytes = await readFile(file).catch(() => {
    throw new ImportRefused([{ line: 0, message: `Berkas '${file}' tidak dapat dibaca.` }]);
  });
  if (bytes.length > MAX_FILE_BYTES) throw new ImportRefused([{ line: 0, message: 'Berkas lebih dari 20 MB.' }]);
  return csvRecords(bytes);
}

/** Reads and validates a CSV file of the admin command. */
export const readCsvRows = async <S extends v.GenericSchema>(file: string, schema: S, columns: { required: readonly string[]; optional: readonly string[] }) =>
  validateRecords(await readCsvRecords(file), schema, columns);

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
