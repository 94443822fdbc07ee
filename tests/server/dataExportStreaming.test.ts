/**
 * 'Unduh Data Saya' bounded by design ("the ZIP is written to its destination file by file, never held whole in
 * memory; one copy at a time per employee and a small number at once per server, claimed once across server
 * processes; a copy over a documented size is split or refused with the reason"; "the copy must skip (and list in
 * BACA-SAYA.txt) files that cannot be opened"), over HTTP on both databases. The employees' evidence is written
 * straight through the file store, as uploads over 40 hours would have left it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORTS_AT_ONCE, prepareExports } from '../../server/privacy/dataExport';
import { newPhotoKey, parsePhotoKeys, photoKeysText } from '../../server/files/sealing';
import { wholeOf } from '../../server/files/sealedStream';
import { type FileStore, fileStoreFor, storeFile } from '../../server/files/storage';
import { fromJakarta } from '../../server/time';
import { call, logInAs } from '../support/http';
import { databaseKind, startTestServer, type TestServer } from '../support/testServer';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const MB = 1_000_000;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every entry of a ZIP, read with a reader of its own (yauzl): name → bytes. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError);
          const pieces: Buffer[] = [];
          stream.on('data', (piece: Buffer) => pieces.push(piece));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(pieces));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

describe(`'Unduh Data Saya' written as it is made, bounded (${databaseKind})`, () => {
  let server: TestServer;
  const now = fromJakarta('2026-11-23', '09:00');
  const ids: Record<string, number> = {};
  let day = 1;

  /** `count` PDFs of `size` bytes each, as evidence of withdrawn correction requests; answers each one's path in the copy and hash. */
  async function storeEvidence(username: string, count: number, size: number, store: FileStore = server.services.files) {
    const held = new Map<string, string>();
    for (let i = 0; i < count; i++) {
      const bytes = randomBytes(size);
      const fileId = await storeFile(server.services.db, store, { bytes, kind: 'attachment', ownerId: ids[username]!, contentType: 'application/pdf', width: null, height: null, claimed: true }, now);
      const workDate = `2026-10-${String(day++).padStart(2, '0')}`;
      const { id } = await server.services.db
        .insertInto('correction_requests')
        .values({ employee_id: ids[username]!, work_date: workDate, direction: 'in', attendance_id: null, time: '07:30', office_id: null, reason: 'Lupa absen', evidence_file_id: fileId, status: 'withdrawn', created_at: now.toISOString(), decided_by: null, decided_at: null, decision_note: null, idempotency_key: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      held.set(`foto/koreksi/${workDate}-masuk-bukti-${id}.pdf`, sha256(bytes));
    }
    return held;
  }
  const asked = (username: string, day = '2026-11-23') =>
    server.services.db.insertInto('data_exports').values({ employee_id: ids[username]!, day, requested_at: now.toISOString(), status: 'preparing', claimed_at: null, ready_at: null }).execute();
  const stateOf = async (username: string) => (await call(`${server.url}/mobile-v2/privasi/salinan`, { headers: { token: await logInAs(server.url, username) } })).body;
  const download = async (url: string) => {
    const answer = await fetch(`${server.url}${url}`);
    return { answer, bytes: Buffer.from(await answer.arrayBuffer()) };
  };

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    for (const row of await server.services.db.selectFrom('employees').select(['id', 'username']).execute()) ids[row.username] = row.id;
  });
  afterAll(() => server.close());

  it('writes a 40 MB copy file by file, the server holding far less than the copy meanwhile, and every byte of it right', async () => {
    const evidence = await storeEvidence('kasubag.penagihan', 40, MB);
    const token = await logInAs(server.url, 'kasubag.penagihan');
    // What is alive: collected, its buffers freed (a moment after a collection), then counted.
    const live = async () => {
      collectGarbage();
      await new Promise((resolve) => setTimeout(resolve, 5));
      collectGarbage();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    const before = await live();
    let peak = before;
    let preparing = true;
    const sampling = (async () => {
      while (preparing) {
        peak = Math.max(peak, await live());
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      expect((await call(`${server.url}/mobile-v2/privasi/salinan`, { method: 'POST', headers: { token } })).status).toBe(200);
      await expect.poll(async () => (await call(`${server.url}/mobile-v2/privasi/salinan`, { headers: { token } })).body.status, { timeout: 60_000, interval: 200 }).toBe('ready');
    } finally {
      preparing = false;
      await sampling;
    }
    const state = (await call(`${server.url}/mobile-v2/privasi/salinan`, { headers: { token } })).body;
    expect(state.size).toBeGreaterThan(40 * MB);
    // The whole copy in memory (as it was made before) is at least its own 40 MB, and its files' 40 MB besides; a
    // copy written as it is made holds a file or two and a few write buffers (6–16 MB measured; up to 20 MB on
    // PostgreSQL on a busy machine, whose driver sends each 1 MB chunk as text twice its size).
    expect(peak - before).toBeLessThan(state.size);
    expect(state.parts).toEqual([{ name: 'salinan-data-saya.zip', url: state.url, size: state.size }]);

    const { answer, bytes } = await download(state.url);
    expect([answer.status, answer.headers.get('content-length'), answer.headers.get('content-disposition')]).toEqual([200, String(state.size), 'attachment; filename="salinan-data-saya.zip"']);
    const entries = await unzip(bytes);
    for (const [path, hash] of evidence) expect(sha256(entries.get(path)!), path).toBe(hash);
    const corrections = JSON.parse(entries.get('koreksi.json')!.toString());
    expect(corrections.map((row: { evidence: string }) => row.evidence)).toEqual(expect.arrayContaining([...evidence.keys()]));
  }, 120_000);

  it('splits a copy larger than a part into numbered ZIPs, and leaves out, by name, the files it cannot open', async () => {
    const evidence = await storeEvidence('kasubag.akuntansi', 6, 3 * MB);
    // One sealed with a key PHOTO_KEYS no longer holds, one whose bytes are gone.
    const { config } = server.services;
    const formerKey = fileStoreFor({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, photoKeys: parsePhotoKeys(newPhotoKey('lama')) });
    const [keyGone] = (await storeEvidence('kasubag.akuntansi', 1, 1000, formerKey)).keys();
    const [bytesGone] = (await storeEvidence('kasubag.akuntansi', 1, 1000)).keys();
    const goneId = (await server.services.db.selectFrom('correction_requests').select('evidence_file_id').where('id', '=', Number(/bukti-(\d+)/.exec(bytesGone!)![1])).executeTakeFirstOrThrow()).evidence_file_id!;
    await server.services.files.remove(server.services.db, [goneId]);

    await asked('kasubag.akuntansi');
    expect(await prepareExports(server.services.db, server.services.files, () => now, { partBytes: 8 * MB })).toBe(1);
    const state = await stateOf('kasubag.akuntansi');
    expect(state.status).toBe('ready');
    expect(state.parts.map((part: { name: string }) => part.name)).toEqual(['salinan-data-saya-bagian-1-dari-3.zip', 'salinan-data-saya-bagian-2-dari-3.zip', 'salinan-data-saya-bagian-3-dari-3.zip']);
    expect(state.size).toBe(state.parts.reduce((sum: number, part: { size: number }) => sum + part.size, 0));

    const all = new Map<string, Buffer>();
    const parts = [];
    for (const [index, part] of state.parts.entries()) {
      const { answer, bytes } = await download(part.url);
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${part.name}"`);
      expect(bytes.length).toBe(part.size);
      expect(bytes.length).toBeLessThanOrEqual(8 * MB);
      const entries = await unzip(bytes);
      parts.push(entries);
      for (const [name, content] of entries) if (name.startsWith('foto/')) all.set(name, content);
      if (index < 2) {
        expect(entries.get('BACA-SAYA.txt')!.toString()).toContain(`bagian ${index + 1}.`);
        expect(entries.has('koreksi.json')).toBe(false);
      }
    }
    for (const [path, hash] of evidence) expect(sha256(all.get(path)!), path).toBe(hash);
    const last = parts[2]!;
    const readme = last.get('BACA-SAYA.txt')!.toString();
    expect(readme).toContain('terdiri atas 3 berkas ZIP');
    expect(readme).toContain(`${keyGone}: kunci enkripsinya sudah tidak ada`);
    expect(readme).toContain(`${bytesGone}: berkasnya tidak ditemukan`);
    expect(all.has(keyGone!) || all.has(bytesGone!)).toBe(false);
    const evidenceNamed = JSON.parse(last.get('koreksi.json')!.toString()).map((row: { evidence: string | null }) => row.evidence);
    expect(evidenceNamed).toEqual(expect.arrayContaining([...evidence.keys()]));
    expect(evidenceNamed).not.toContain(keyGone);
    expect(evidenceNamed).not.toContain(bytesGone);
  }, 120_000);

  it(`prepares at most ${EXPORTS_AT_ONCE} copies at once across processes, one per employee, and keeps only an employee's latest`, async () => {
    const employees = ['kasi.jaringan', 'kabag.umum', 'kabag.teknik'];
    for (const username of employees) await storeEvidence(username, 2, 200_000);
    await asked('kasi.jaringan', '2026-11-21');
    await asked('kasi.jaringan', '2026-11-22');
    for (const username of employees) await asked(username);
    // Stores that take their time: the copies overlap as they would on busy servers.
    let writing = 0;
    let most = 0;
    const writers = new Map<number, number>();
    const slow: FileStore = {
      ...server.services.files,
      async writeStream(db, id, source) {
        writing += 1;
        most = Math.max(most, writing);
        const owner = (await db.selectFrom('stored_files').select('owner_employee_id').where('id', '=', id).executeTakeFirstOrThrow()).owner_employee_id!;
        writers.set(owner, (writers.get(owner) ?? 0) + 1);
        expect(writers.get(owner)).toBe(1);
        try {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return await server.services.files.writeStream(db, id, source);
        } finally {
          writing -= 1;
          writers.set(owner, writers.get(owner)! - 1);
        }
      },
    };
    // Three processes' passes at once (each its own loop, claiming through the database).
    const prepared = await Promise.all([1, 2, 3].map(() => prepareExports(server.services.db, slow, () => now)));
    expect(prepared.reduce((sum, count) => sum + count, 0)).toBe(5);
    expect(most).toBe(EXPORTS_AT_ONCE);
    for (const username of employees) expect((await stateOf(username)).status).toBe('ready');
    // Her three copies: the latest held, the earlier ones' files deleted.
    const hers = await server.services.db.selectFrom('data_exports').select(['day', 'status']).where('employee_id', '=', ids['kasi.jaringan']!).orderBy('day').execute();
    expect(hers).toEqual([
      { day: '2026-11-21', status: 'expired' },
      { day: '2026-11-22', status: 'expired' },
      { day: '2026-11-23', status: 'ready' },
    ]);
    const kept = await server.services.db.selectFrom('stored_files').select('id').where('owner_employee_id', '=', ids['kasi.jaringan']!).where('kind', '=', 'export').execute();
    expect(kept).toHaveLength(1);
  }, 120_000);

  it('seals a copy again under a new key, chunk by chunk, and the copy reads the same', async () => {
    await storeEvidence('kabag.keuangan', 2, 300_000);
    await asked('kabag.keuangan');
    expect(await prepareExports(server.services.db, server.services.files, () => now)).toBe(1);
    const { url } = await stateOf('kabag.keuangan');
    const copy = (await download(url)).bytes;
    const { config, db } = server.services;
    const rotated = fileStoreFor({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, photoKeys: parsePhotoKeys(`${newPhotoKey('baru')},${photoKeysText(config.photoKeys!)}`) });
    const fileId = new URL(url, server.url).pathname.split('/').pop()!;
    expect(await rotated.reseal(db, fileId)).toBe(true);
    expect(await rotated.reseal(db, fileId)).toBe(false);
    expect((await rotated.sealingKeys(db, [fileId])).get(fileId)).toBe('baru');
    expect(Buffer.from((await wholeOf(await rotated.readStream(db, fileId)))!).equals(copy)).toBe(true);
  });
});
