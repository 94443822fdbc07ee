import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { sniffImage } from '../../server/files/sniff';
import { type FileStore, fileStoreFor, type NewStoredFile, storeFile } from '../../server/files/storage';
import { databaseSnapshot } from '../support/snapshot';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { databaseKind } from '../support/testServer';

const NOW = new Date('2026-11-23T00:30:00.000Z');
const file = (text: string): NewStoredFile => ({
  bytes: new TextEncoder().encode(text),
  kind: 'face',
  ownerId: null,
  contentType: 'image/jpeg',
  width: 480,
  height: 640,
});

describe(`storing a file (${databaseKind})`, () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let store: FileStore;

  beforeAll(async () => {
    database = await openTestDatabase('absensi-store-');
    handle = database.handle;
    store = fileStoreFor(database.location);
  });
  afterAll(() => database.close());

  const snapshot = () => databaseSnapshot(handle.db, database.location.dataDir);
  const rowOf = (id: string) => handle.db.selectFrom('stored_files').select(['id', 'size', 'claimed_at']).where('id', '=', id).executeTakeFirst();

  it('has the row in the database before the bytes are written, and the bytes when it answers', async () => {
    const rowsSeenByWrite: unknown[] = [];
    const watched: FileStore = {
      ...store,
      async write(db, id, bytes) {
        rowsSeenByWrite.push(await rowOf(id));
        return store.write(db, id, bytes);
      },
    };
    const id = await storeFile(handle.db, watched, file('foto wajah'), NOW);
    expect(rowsSeenByWrite).toEqual([{ id, size: 10, claimed_at: null }]);
    expect(new TextDecoder().decode((await store.read(handle.db, id))!)).toBe('foto wajah');
  });

  it('answers only once the bytes are written', async () => {
    let finishWrite!: () => void;
    const slow: FileStore = {
      ...store,
      write: (db, id, bytes) => new Promise<void>((resolve) => (finishWrite = resolve)).then(() => store.write(db, id, bytes)),
    };
    let answered = false;
    const storing = storeFile(handle.db, slow, file('lambat'), NOW).then((id) => ((answered = true), id));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    finishWrite();
    const id = await storing;
    expect(new TextDecoder().decode((await store.read(handle.db, id))!)).toBe('lambat');
  });

  it('keeps no row when the bytes cannot be written, and says why', async () => {
    const before = await handle.db.selectFrom('stored_files').select('id').execute();
    const full: FileStore = { ...store, write: () => Promise.reject(new Error('disk penuh')) };
    await expect(storeFile(handle.db, full, file('tidak muat'), NOW)).rejects.toThrow('disk penuh');
    expect(await handle.db.selectFrom('stored_files').select('id').execute()).toEqual(before);
  });

  it('writes an image that must decode whole only if it does; otherwise keeps neither row nor bytes and says why', async () => {
    const jpeg = await sharp({ create: { width: 480, height: 640, channels: 3, background: '#6a8caf', noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
      .jpeg({ quality: 70 })
      .toBuffer();
    const photoOf = (bytes: Buffer): NewStoredFile => ({
      ...file(''),
      bytes,
      mustDecode: { image: sniffImage(bytes)!, maxPixels: 4096 * 4096, refusal: 'Foto wajah rusak atau tidak lengkap. Ambil ulang foto.' },
    });
    const before = await snapshot();
    for (const broken of [jpeg.subarray(0, jpeg.length - 300), Buffer.concat([jpeg.subarray(0, 2000), Buffer.alloc(jpeg.length - 2000, 0x55)])]) {
      await expect(storeFile(handle.db, store, photoOf(broken), NOW)).rejects.toMatchObject({ status: 400, message: 'Foto wajah rusak atau tidak lengkap. Ambil ulang foto.' });
    }
    expect(await snapshot()).toEqual(before);

    const id = await storeFile(handle.db, store, photoOf(jpeg), NOW);
    expect(Buffer.from((await store.read(handle.db, id))!)).toEqual(jpeg);
  });

  it('stores inside a transaction, kept with its commit', async () => {
    const id = await handle.db.transaction().execute((trx) => storeFile(trx, store, { ...file('dalam transaksi'), claimed: true }, NOW));
    expect(await rowOf(id)).toEqual({ id, size: 15, claimed_at: NOW.toISOString() });
    expect(new TextDecoder().decode((await store.read(handle.db, id))!)).toBe('dalam transaksi');
  });
});
