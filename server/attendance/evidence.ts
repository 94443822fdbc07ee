import { type Kysely, sql } from 'kysely';
import type { AttendanceCheckTable, Database } from '../db/types';
import { WriteBehind } from '../db/writeBehind';

/** A face photo's difference hash, for its row in `stored_files`. */
export interface FaceHash {
  id: string;
  phash: string;
}

/** What the server keeps about clock-ins besides the records: every check it answered and every face's hash. */
export interface Evidence {
  checks: WriteBehind<AttendanceCheckTable>;
  faceHashes: WriteBehind<FaceHash>;
  flush(): Promise<void>;
}

/** Rows a statement takes at most: far below either database's limit on parameters. */
const ROWS_PER_STATEMENT = 200;

async function inChunks<Row>(rows: Row[], write: (chunk: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) await write(rows.slice(start, start + ROWS_PER_STATEMENT));
}

const insertChecks = (db: Kysely<Database>, rows: AttendanceCheckTable[]) =>
  inChunks(rows, (chunk) => db.insertInto('attendance_checks').values(chunk).execute());

const setFaceHashes = (db: Kysely<Database>, rows: FaceHash[]) =>
  inChunks(rows, (chunk) => {
    const hashes = sql.join(chunk.map((row) => sql`when ${row.id} then ${row.phash}`), sql` `);
    return sql`update stored_files set phash = case id ${hashes} end where id in (${sql.join(chunk.map((row) => row.id))})`.execute(db);
  });

export function evidenceWriter(db: Kysely<Database>): Evidence {
  const checks = new WriteBehind(db, insertChecks, 'Pemeriksaan absen tidak tercatat:');
  const faceHashes = new WriteBehind(db, setFaceHashes, 'Hash foto tidak tersimpan:');
  return {
    checks,
    faceHashes,
    flush: async () => {
      await Promise.all([checks.flush(), faceHashes.flush()]);
    },
  };
}
