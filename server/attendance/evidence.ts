import { type Kysely, sql } from 'kysely';
import type { AttendanceCheckTable, Database } from '../db/types';
import { WriteBehind } from '../db/writeBehind';

/** A face photo's difference hash, for its row in `stored_files`. */
export interface FaceHash {
  id: string;
  phash: string;
}

/** A passkey's latest valid use: the signature counter it reported, and when. */
export interface PasskeyUse {
  id: string;
  counter: number;
  used_at: string;
}

/** What the server keeps about clock-ins besides the records: every check it answered, every face's hash, every passkey's use. */
export interface Evidence {
  checks: WriteBehind<AttendanceCheckTable>;
  faceHashes: WriteBehind<FaceHash>;
  /**
   * Keeps a valid use of a passkey unless its counter does not move past the highest known (the database's, or one
   * this process accepted and may not have written yet): then answers false, a copy of the key used elsewhere.
   * Compared and kept in one step, so of two records signed with one counter value only one passes.
   */
  keepPasskeyUse(use: PasskeyUse, storedCounter: number): boolean;
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

/** Each passkey's latest use of the batch: its highest counter and latest time, in one statement. */
const setPasskeyUses = (db: Kysely<Database>, rows: PasskeyUse[]) => {
  const latest = new Map<string, PasskeyUse>();
  for (const row of rows) {
    const known = latest.get(row.id);
    latest.set(row.id, known ? { id: row.id, counter: Math.max(known.counter, row.counter), used_at: row.used_at > known.used_at ? row.used_at : known.used_at } : row);
  }
  return inChunks([...latest.values()], (chunk) => {
    // Never back: another process may have written a higher counter meanwhile.
    const counters = sql.join(
      chunk.map((row) => sql`when ${row.id} then case when counter > cast(${row.counter} as bigint) then counter else cast(${row.counter} as bigint) end`),
      sql` `,
    );
    const times = sql.join(chunk.map((row) => sql`when ${row.id} then ${row.used_at}`), sql` `);
    return sql`update passkeys set counter = case id ${counters} end, last_used_at = case id ${times} end
      where id in (${sql.join(chunk.map((row) => row.id))})`.execute(db);
  });
};

export function evidenceWriter(db: Kysely<Database>): Evidence {
  const checks = new WriteBehind(db, insertChecks, 'Pemeriksaan absen tidak tercatat:');
  const faceHashes = new WriteBehind(db, setFaceHashes, 'Hash foto tidak tersimpan:');
  const passkeyUses = new WriteBehind(db, setPasskeyUses, 'Pemakaian passkey tidak tersimpan:');
  // Read with the database's counter, which a use may reach only after the reader read it: never forgotten here.
  const highestCounters = new Map<string, number>();
  return {
    checks,
    faceHashes,
    keepPasskeyUse: (use, storedCounter) => {
      const stored = Math.max(storedCounter, highestCounters.get(use.id) ?? 0);
      if ((stored > 0 || use.counter > 0) && use.counter <= stored) return false;
      highestCounters.set(use.id, use.counter);
      passkeyUses.add(use);
      return true;
    },
    flush: async () => {
      await Promise.all([checks.flush(), faceHashes.flush(), passkeyUses.flush()]);
    },
  };
}
