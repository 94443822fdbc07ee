import type { Kysely } from 'kysely';
import type { Database } from './types';

/** How long a row waits to be written with the others that arrive meanwhile. */
export const WRITE_BEHIND_MS = 50;

/**
 * Rows that are evidence about a record rather than the record itself (the checks the server answered, the faces'
 * hashes): the answer does not wait for them, and instead of a statement and a commit each, the rows that arrive
 * within WRITE_BEHIND_MS are written by one statement. Until then they are read from memory (`unwritten`), so this
 * process never misses one; another process sharing the database sees them at most that much later. A crash loses
 * at most those rows, which only ever add doubt (docs/decisions.md, "Trust").
 */
export class WriteBehind<Row> {
  /** Added and not yet written, oldest first; a write takes them from the front. */
  private rows: Row[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly writeRows: (db: Kysely<Database>, rows: Row[]) => Promise<unknown>,
    private readonly failure: string,
  ) {}

  add(row: Row): void {
    this.rows.push(row);
    this.timer ??= setTimeout(() => void this.flush(), WRITE_BEHIND_MS);
  }

  /** The rows added and not yet written. */
  unwritten(): readonly Row[] {
    return this.rows;
  }

  /** Writes what was added until now; resolves once it is written (or its failure logged). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.flushing = this.flushing.then(async () => {
      const rows = this.rows.slice();
      if (rows.length === 0) return;
      try {
        await this.writeRows(this.db, rows);
      } catch (error) {
        console.error(this.failure, error);
      } finally {
        this.rows = this.rows.slice(rows.length);
      }
    });
    return this.flushing;
  }
}
