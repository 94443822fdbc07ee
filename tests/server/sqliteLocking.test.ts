import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import type { Database } from '../../server/db/types';
import { LOCK_WAIT_MS, WalSync, whenUnlocked } from '../../server/db/groupCommit';
import { preparedQuery } from '../../server/db/preparedQuery';
import { attendanceApi, photo } from '../support/attendanceApi';
import { logInAs } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

/** The table these tests make, which the server's schema does not have. */
const counterTable = (db: Kysely<Database>) => db as unknown as Kysely<{ counter: { value: number } }>;
const isPending = (promise: Promise<unknown>) => Promise.race([promise.then(() => false, () => false), sleep(0).then(() => true)]);

describe.runIf(databaseKind === 'sqlite')('SQLite: another connection holding the write lock (an admin command, a second server)', () => {
  describe('two connections to one file', () => {
    let dir: string;
    let first: DatabaseHandle;
    let second: DatabaseHandle;

    beforeEach(async () => {
      dir = await mkdtemp(join(tmpdir(), 'absensi-lock-'));
      first = openDatabase({ dataDir: dir });
      second = openDatabase({ dataDir: dir });
      await sql`create table counter (value integer not null)`.execute(first.db);
    });
    afterEach(async () => {
      await first.close();
      await second.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('waits for the lock without stopping the event loop, then writes', async () => {
      const holder = new SQLite(join(dir, 'absensi.sqlite'));
      holder.exec('begin immediate; insert into counter values (1)');
      const write = sql`insert into counter values (2)`.execute(first.db);

      const timerStart = performance.now();
      await sleep(100);
      // A blocking busy handler would hold this timer until the lock was free or 5 s had passed.
      expect(performance.now() - timerStart).toBeLessThan(400);
      expect(await isPending(write)).toBe(true);

      holder.exec('commit');
      holder.close();
      await write;
      const rows = await sql<{ value: number }>`select value from counter order by value`.execute(second.db);
      expect(rows.rows.map((row) => row.value)).toEqual([1, 2]);
    });

    it('runs a prepared write the same way: it waits for the lock, then writes once', async () => {
      const add = preparedQuery<{ value: number }>((db, slot) => counterTable(db).insertInto('counter').values({ value: slot('value') }));
      const holder = new SQLite(join(dir, 'absensi.sqlite'));
      holder.exec('begin immediate; insert into counter values (1)');
      const write = add.run(first.db, { value: 2 });
      await sleep(50);
      expect(await isPending(write)).toBe(true);

      holder.exec('commit');
      holder.close();
      expect(await write).toBe(1);
      const rows = await sql<{ value: number }>`select value from counter order by value`.execute(second.db);
      expect(rows.rows.map((row) => row.value)).toEqual([1, 2]);
    });

    it('answers a prepared write only once the log has reached the disk', async () => {
      const add = preparedQuery<{ value: number }>((db, slot) => counterTable(db).insertInto('counter').values({ value: slot('value') }));
      const read = preparedQuery<{ value: number }, { value: number }>((db, slot) =>
        counterTable(db).selectFrom('counter').select('value').where('value', '=', slot('value')),
      );
      let flushed!: () => void;
      const durable = vi.spyOn(WalSync.prototype, 'durable').mockImplementation(() => new Promise<void>((resolve) => (flushed = resolve)));
      try {
        const write = add.run(first.db, { value: 7 });
        await sleep(20);
        expect(durable).toHaveBeenCalledTimes(1);
        expect(await isPending(write)).toBe(true);
        expect(await read.takeFirst(first.db, { value: 7 })).toEqual({ value: 7 });
        expect(durable).toHaveBeenCalledTimes(1);
        flushed();
        expect(await write).toBe(1);
      } finally {
        durable.mockRestore();
      }
    });

    it('runs transactions that read and then write one after the other, never on a stale read', async () => {
      const increment = (handle: DatabaseHandle) =>
        handle.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ top: number | null }>`select max(value) as top from counter`.execute(trx);
          await sleep(30);
          await sql`insert into counter values (${(rows[0]!.top ?? 0) + 1})`.execute(trx);
        });
      await Promise.all([increment(first), increment(second), increment(first), increment(second)]);
      const rows = await sql<{ value: number }>`select value from counter order by value`.execute(first.db);
      expect(rows.rows.map((row) => row.value)).toEqual([1, 2, 3, 4]);
    });
  });

  describe('giving up', () => {
    const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

    it('tries again while the lock is held, and fails with SQLITE_BUSY once the wait is over', async () => {
      let tries = 0;
      const start = performance.now();
      const outcome = whenUnlocked(async () => {
        tries++;
        throw busy();
      }, 150);
      await expect(outcome).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      expect(performance.now() - start).toBeGreaterThanOrEqual(145);
      expect(tries).toBeGreaterThan(3);
    });

    it('does not repeat a statement that failed for any other reason', async () => {
      let tries = 0;
      const outcome = whenUnlocked(async () => {
        tries++;
        throw Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
      });
      await expect(outcome).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
      expect(tries).toBe(1);
    });

    it('answers as soon as the lock is free', async () => {
      let tries = 0;
      const answer = await whenUnlocked(async () => {
        if (++tries < 3) throw busy();
        return 'written';
      });
      expect([answer, tries]).toEqual(['written', 3]);
    });
  });

  describe('the server while an admin command holds the lock', () => {
    let server: TestServer;
    let staticDir: string;
    let token: string;
    beforeAll(async () => {
      staticDir = await mkdtemp(join(tmpdir(), 'absensi-static-'));
      await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Absensi</title>');
      await writeFile(join(staticDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      server = await startTestServer({ staticDir });
      token = await logInAs(server.url, 'siti.rahma');
    });
    afterAll(async () => {
      await server.close();
      await rm(staticDir, { recursive: true, force: true });
    });

    it('keeps serving while an upload waits for the lock, and stores the upload once the lock is free', async () => {
      const holder = new SQLite(join(server.dataDir, 'absensi.sqlite'));
      holder.exec('begin immediate');
      try {
        const upload = attendanceApi(server.url, token).upload({ filename_image: photo(90) }, '0');
        await sleep(300);
        expect(await isPending(upload)).toBe(true);
        const start = performance.now();
        expect((await fetch(`${server.url}/logo.svg`)).status).toBe(200);
        expect(performance.now() - start).toBeLessThan(1000);
        holder.exec('commit');
        const stored = await upload;
        expect(stored.status).toBe(200);
        expect(holder.prepare('select kind from stored_files where id = ?').get(stored.body.filename_image)).toEqual({ kind: 'face' });
      } finally {
        if (holder.inTransaction) holder.exec('rollback');
        holder.close();
      }
    });

    it('answers 503 "busy", storing nothing, when the lock is held longer than a statement waits', async () => {
      const holder = new SQLite(join(server.dataDir, 'absensi.sqlite'));
      const filesBefore = holder.prepare('select count(*) as n from stored_files').get();
      holder.exec('begin immediate');
      try {
        const upload = await attendanceApi(server.url, token).upload({ filename_image: photo(70) }, '0');
        expect(upload.status).toBe(503);
        expect(upload.body).toEqual({ message: 'Server sedang sibuk. Coba lagi sebentar.' });
        expect(upload.headers.get('retry-after')).toBe('2');
        holder.exec('rollback');
        expect(holder.prepare('select count(*) as n from stored_files').get()).toEqual(filesBefore);
      } finally {
        if (holder.inTransaction) holder.exec('rollback');
        holder.close();
      }
      expect((await attendanceApi(server.url, token).upload({ filename_image: photo(70) }, '0')).status).toBe(200);
    }, LOCK_WAIT_MS + 15_000);
  });
});
